#ifndef COMPOSABLE_EFFECTS_TEST_SUPPORT_STARTUP_H
#define COMPOSABLE_EFFECTS_TEST_SUPPORT_STARTUP_H

// Nothing to call: this module only runs the test support's start-up work as the test process
// loads (see ComposableEffectsTestSupportStartup.c).

#endif
