#if !canImport(SwiftUI)
  /// How a change of state should be animated, where SwiftUI does not exist: a plain value that
  /// lets feature code that names SwiftUI's animations compile and run unchanged on Linux.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.setColor(.red), animation: .linear)
  ///   await send(.expand, animation: .spring(response: 0.3).delay(0.1))
  /// }
  /// ```
  ///
  /// Nothing draws here, so an animation is only described: two animations are equal when they
  /// are built the same way, and one prints as it is written (`.easeIn(duration: 0.5)`). On
  /// Apple platforms the package uses SwiftUI's `Animation` instead.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing of the animation, with the parameters it was built with.
    enum Curve: Hashable, Sendable {
      case `default`
      case timing(name: String, duration: Double?)
      case timingCurve(Double, Double, Double, Double, duration: Double)
      case spring(name: String, parameters: [Parameter])
    }

    /// One labelled argument of a spring, kept in the order it is written.
    struct Parameter: Hashable, Sendable {
      let label: String
      let value: Double
    }

    /// How often the animation plays.
    enum Repetition: Hashable, Sendable {
      case count(Int, autoreverses: Bool)
      case forever(autoreverses: Bool)
    }

    let curve: Curve
    var speed: Double = 1
    var delay: Double = 0
    var repetition: Repetition?

    init(_ curve: Curve) {
      self.curve = curve
    }

    private static func spring(named name: String, _ parameters: KeyValuePairs<String, Double>)
      -> Self
    {
      Self(.spring(name: name, parameters: parameters.map { Parameter(label: $0, value: $1) }))
    }

    /// The platform's default animation.
    public static let `default` = Self(.default)

    /// An animation at a constant pace.
    public static let linear = Self(.timing(name: "linear", duration: nil))

    /// An animation at a constant pace that lasts `duration` seconds.
    public static func linear(duration: Double) -> Self {
      Self(.timing(name: "linear", duration: duration))
    }

    /// An animation that starts slowly.
    public static let easeIn = Self(.timing(name: "easeIn", duration: nil))

    /// An animation that starts slowly and lasts `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      Self(.timing(name: "easeIn", duration: duration))
    }

    /// An animation that ends slowly.
    public static let easeOut = Self(.timing(name: "easeOut", duration: nil))

    /// An animation that ends slowly and lasts `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Self(.timing(name: "easeOut", duration: duration))
    }

    /// An animation that starts and ends slowly.
    public static let easeInOut = Self(.timing(name: "easeInOut", duration: nil))

    /// An animation that starts and ends slowly and lasts `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self(.timing(name: "easeInOut", duration: duration))
    }

    /// An animation whose pace follows the cubic Bézier curve through the two control points.
    public static func timingCurve(
      _ c0x: Double,
      _ c0y: Double,
      _ c1x: Double,
      _ c1y: Double,
      duration: Double = 0.35
    ) -> Self {
      Self(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A spring animation with the platform's default parameters.
    public static let spring = Self.spring(named: "spring", [:])

    /// A spring animation described by its response and damping.
    ///
    /// ```swift
    /// await send(.toggleExpanded, animation: .spring(response: 0.3, dampingFraction: 0.7))
    /// ```
    public static func spring(
      response: Double = 0.5,
      dampingFraction: Double = 0.825,
      blendDuration: Double = 0
    ) -> Self {
      Self.spring(
        named: "spring",
        ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
    }

    /// A spring animation described by how long it lasts and how much it bounces.
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5,
      bounce: Double = 0,
      blendDuration: Double = 0
    ) -> Self {
      Self.spring(
        named: "spring", ["duration": duration, "bounce": bounce, "blendDuration": blendDuration])
    }

    /// A spring animation described by its stiffness and damping, as a physical spring.
    public static func interpolatingSpring(
      mass: Double = 1,
      stiffness: Double,
      damping: Double,
      initialVelocity: Double = 0
    ) -> Self {
      Self.spring(
        named: "interpolatingSpring",
        [
          "mass": mass, "stiffness": stiffness, "damping": damping,
          "initialVelocity": initialVelocity,
        ])
    }

    /// A quick spring, suited to following a gesture.
    public static let interactiveSpring = Self.spring(named: "interactiveSpring", [:])

    /// A quick spring, suited to following a gesture, described by its response and damping.
    public static func interactiveSpring(
      response: Double = 0.15,
      dampingFraction: Double = 0.86,
      blendDuration: Double = 0.25
    ) -> Self {
      Self.spring(
        named: "interactiveSpring",
        ["response": response, "dampingFraction": dampingFraction, "blendDuration": blendDuration])
    }

    /// A quick spring, suited to following a gesture, described by its duration and bounce.
    @_disfavoredOverload
    public static func interactiveSpring(
      duration: Double = 0.15,
      extraBounce: Double = 0,
      blendDuration: Double = 0.25
    ) -> Self {
      Self.spring(
        named: "interactiveSpring",
        ["duration": duration, "extraBounce": extraBounce, "blendDuration": blendDuration])
    }

    /// A spring that bounces a little.
    public static let bouncy = Self.spring(named: "bouncy", [:])

    /// A spring that bounces a little, lasting about `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(named: "bouncy", ["duration": duration, "extraBounce": extraBounce])
    }

    /// A spring that does not bounce.
    public static let smooth = Self.spring(named: "smooth", [:])

    /// A spring that does not bounce, lasting about `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(named: "smooth", ["duration": duration, "extraBounce": extraBounce])
    }

    /// A quick spring that barely bounces.
    public static let snappy = Self.spring(named: "snappy", [:])

    /// A quick spring that barely bounces, lasting about `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(named: "snappy", ["duration": duration, "extraBounce": extraBounce])
    }

    /// The same animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      var animation = self
      animation.speed = speed
      return animation
    }

    /// The same animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Self {
      var animation = self
      animation.delay = delay
      return animation
    }

    /// The same animation, played `repeatCount` times, backwards every other time if
    /// `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      var animation = self
      animation.repetition = .count(repeatCount, autoreverses: autoreverses)
      return animation
    }

    /// The same animation, played again and again, backwards every other time if
    /// `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      var animation = self
      animation.repetition = .forever(autoreverses: autoreverses)
      return animation
    }

    /// The animation as it is written, such as `.easeIn(duration: 0.5).delay(1.0)`.
    public var description: String {
      var description: String
      switch self.curve {
      case .default:
        description = ".default"
      case .timing(let name, nil):
        description = ".\(name)"
      case .timing(let name, let duration?):
        description = ".\(name)(duration: \(duration))"
      case .timingCurve(let c0x, let c0y, let c1x, let c1y, let duration):
        description = ".timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))"
      case .spring(let name, let parameters) where parameters.isEmpty:
        description = ".\(name)"
      case .spring(let name, let parameters):
        let arguments = parameters.map { "\($0.label): \($0.value)" }
          .joined(separator: ", ")
        description = ".\(name)(\(arguments))"
      }
      if self.delay != 0 { description += ".delay(\(self.delay))" }
      if self.speed != 1 { description += ".speed(\(self.speed))" }
      switch self.repetition {
      case nil:
        break
      case .count(let count, let autoreverses):
        description += ".repeatCount(\(count), autoreverses: \(autoreverses))"
      case .forever(let autoreverses):
        description += ".repeatForever(autoreverses: \(autoreverses))"
      }
      return description
    }
  }
#endif

#if !canImport(SwiftUI)
  extension Animation: CustomDumpStringConvertible {
    /// Shows the animation as it is written, as ``description`` does.
    public var customDumpDescription: String {
      self.description
    }
  }
#endif
