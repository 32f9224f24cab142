import Animations
import ArgumentParser
import ComposableEffects
import Rainbow

/// `examples animations`: seed 003's animation case study: the rainbow effect sends a colour a
/// second until a confirmed reset cancels it.
struct AnimationsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animations",
    abstract: "The rainbow dot: a colour a second from one effect, until a confirmed reset cancels it."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "Tap reset and confirm after this many colours (1 to \(DotColor.rainbow.count)).")
  var steps = 4

  func validate() throws {
    guard (1...DotColor.rainbow.count).contains(steps) else {
      throw ValidationError("--steps must be between 1 and \(DotColor.rainbow.count).")
    }
  }

  @MainActor
  func run() async throws {
    heading("Animations: the rainbow dot")
    let store = liveStore(
      initialState: Animations.State(),
      reducer: Animations(),
      speed: options.speed
    )
    let user = SpeedClock(speed: options.speed)

    store.send(.tapped(Point(x: 120, y: 240)))
    try? await user.sleep(for: .milliseconds(500))
    store.send(.circleScaleToggleChanged(true))
    try? await user.sleep(for: .milliseconds(500))

    let rainbow = store.send(.rainbowButtonTapped)
    var shown = 0
    var color = store.circleColor
    while shown < steps, await observeChange(of: { _ = store.circleColor }) {
      if store.circleColor != color {
        color = store.circleColor
        shown += 1
        note("the dot is now \(swatch(color)) \(color.rawValue)")
      }
    }

    try? await user.sleep(for: .milliseconds(300))
    store.send(.resetButtonTapped)
    try? await user.sleep(for: .milliseconds(500))
    store.send(.resetConfirmationButtonTapped)
    await rainbow.finish()
    note("the rainbow effect was cancelled: \(rainbow.isCancelled ? "yes" : "no")")

    color = store.circleColor
    while await observeChange(
      of: { _ = store.circleColor }, timeout: .milliseconds(1500), clock: user
    ) {
      if store.circleColor != color {
        color = store.circleColor
        note("unexpected: the dot turned \(swatch(color)) \(color.rawValue)")
      }
    }
    note("no colour arrived in the 1.5 s after the reset: the dot stays \(swatch(color)) \(color.rawValue)")
  }

  /// A dot drawn in `color`.
  private func swatch(_ color: DotColor) -> String {
    switch color {
    case .white: "●".white
    case .red: "●".red
    case .blue: "●".blue
    case .green: "●".green
    case .orange: "●".hex("#FF9500")
    case .pink: "●".hex("#FF2D55")
    case .purple: "●".hex("#AF52DE")
    case .yellow: "●".yellow
    case .black: "●".black
    }
  }
}
