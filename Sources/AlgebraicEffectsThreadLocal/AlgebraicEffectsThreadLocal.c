#include "AlgebraicEffectsThreadLocal.h"

_Thread_local uintptr_t algebraic_effects_scope_override = 0;
_Thread_local uintptr_t algebraic_effects_inline_drains_held = 0;
