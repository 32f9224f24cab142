@_exported import AlgebraicEffects
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
// Foundation too: TCA re-exports SwiftUI on Apple platforms, which makes `Date`, `UUID`, `URL`
// and `Data` visible to a file that imports only TCA; such a file must compile here unchanged.
@_exported import Foundation
// On Linux, `URLSession` lives in FoundationNetworking; feature code written for Apple platforms
// uses it with only Foundation imported.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
@_exported import IdentifiedCollections
@_exported import IssueReporting
// `withObservationTracking`, `@Observable` and `Observable`, which TCA's users reach through
// SwiftUI on Apple platforms.
@_exported import Observation
