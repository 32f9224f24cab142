/// The app's configuration, fetched from the server so that it can change without an update.
public struct ServerConfig: Codable, Equatable, Sendable {
  /// The newest build of the app on the App Store.
  public var newestBuild: Int

  /// After how many games the upgrade interstitial first shows.
  public var upgradeInterstitialTriggerCount: Int

  /// A configuration.
  public init(newestBuild: Int, upgradeInterstitialTriggerCount: Int) {
    self.newestBuild = newestBuild
    self.upgradeInterstitialTriggerCount = upgradeInterstitialTriggerCount
  }
}
