#include "ComposableEffectsTestSupportStartup.h"

#if defined(__linux__) || defined(__ANDROID__)
// Defined in Swift by ComposableEffectsTestSupport (LinuxXCTestFailures.swift).
extern void composable_effects_test_support_start(void);

// Runs as the test process loads, before the first test: XCTest failures reported before any
// test store or test handler exists (an `unimplemented` dependency in a plain XCTest test) then
// reach XCTest without IssueReporting's host-application paragraph too.
__attribute__((constructor)) static void composable_effects_test_support_startup(void) {
  composable_effects_test_support_start();
}
#endif
