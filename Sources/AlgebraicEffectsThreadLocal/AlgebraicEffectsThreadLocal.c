#include "AlgebraicEffectsThreadLocal.h"

_Thread_local uintptr_t algebraic_effects_scope_override = 0;
