#ifndef ALGEBRAIC_EFFECTS_THREAD_LOCAL_H
#define ALGEBRAIC_EFFECTS_THREAD_LOCAL_H

#include <stdint.h>

// The handler scope of the synchronous handler running on this thread, as the bits of an
// unretained frame pointer: 0 when no synchronous handler runs here. Swift has no thread-local
// variables of its own; a C one costs a load, where pthread_getspecific costs a call.
extern _Thread_local uintptr_t algebraic_effects_scope_override;

static inline __attribute__((always_inline)) uintptr_t algebraic_effects_get_override(void) {
  return algebraic_effects_scope_override;
}

static inline __attribute__((always_inline)) void algebraic_effects_set_override(uintptr_t bits) {
  algebraic_effects_scope_override = bits;
}

// How many callers up this thread's stack hold back a test executor's inline drains: a task
// cancelled here runs its cancellation handlers under the task's own lock, and a job that such
// a handler resumes must not run until they have returned.
extern _Thread_local uintptr_t algebraic_effects_inline_drains_held;

static inline __attribute__((always_inline)) uintptr_t algebraic_effects_get_inline_drains_held(void) {
  return algebraic_effects_inline_drains_held;
}

static inline __attribute__((always_inline)) void algebraic_effects_set_inline_drains_held(uintptr_t count) {
  algebraic_effects_inline_drains_held = count;
}

#endif
