import GameOver
import Testing

@Suite struct UpgradeInterstitialRuleTests {
  @Test func isowordsAsksOnTheSixthGameThenEveryThird() {
    let due = (0...15).filter { UpgradeInterstitialRule.isowords.isDue(playedGamesCount: $0) }
    #expect(due == [6, 9, 12, 15])
  }

  @Test func aRuleTriggeringEveryGameAsksAfterTheTriggerCount() {
    let rule = UpgradeInterstitialRule(playedGamesTriggerCount: 2, triggerEvery: 1)
    #expect((0...4).map { rule.isDue(playedGamesCount: $0) } == [false, false, true, true, true])
  }
}
