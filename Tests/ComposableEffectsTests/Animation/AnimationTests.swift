#if !canImport(SwiftUI)
  import ComposableEffects
  import Testing

  @Suite struct AnimationTests {
    @Test func everyAnimationFeatureCodeNamesIsADistinctValue() {
      let animations: [Animation] = [
        .default,
        .linear, .linear(duration: 1),
        .easeIn, .easeIn(duration: 1),
        .easeOut, .easeOut(duration: 1),
        .easeInOut, .easeInOut(duration: 1),
        .timingCurve(0.2, 0.8, 0.2, 1),
        .spring, .spring(), .spring(duration: 0.4, bounce: 0.2),
        .interpolatingSpring(stiffness: 170, damping: 15),
        .interactiveSpring, .interactiveSpring(),
        .interactiveSpring(duration: 0.2, extraBounce: 0.1),
        .bouncy, .bouncy(duration: 1),
        .smooth, .smooth(duration: 1),
        .snappy, .snappy(duration: 1, extraBounce: 0.1),
        .default.speed(2),
        .default.delay(1),
        .linear.repeatCount(3),
        .linear.repeatCount(3, autoreverses: false),
        .linear.repeatForever(),
        .linear.repeatForever(autoreverses: false),
      ]

      #expect(Set(animations).count == animations.count)
    }

    @Test func animationsBuiltAlikeAreEqual() {
      #expect(Animation.spring(response: 0.3) == .spring(response: 0.3, dampingFraction: 0.825))
      #expect(Animation.easeIn(duration: 0.5).delay(1) == .easeIn(duration: 0.5).delay(1))
      #expect(Animation.easeIn(duration: 0.5) != .easeIn(duration: 0.6))
    }

    @Test func anAnimationPrintsAsItIsWritten() {
      #expect(Animation.default.description == ".default")
      #expect(Animation.linear.description == ".linear")
      #expect(
        Animation.easeIn(duration: 0.5).delay(1).speed(2).description
          == ".easeIn(duration: 0.5).delay(1.0).speed(2.0)"
      )
      #expect(
        Animation.spring(response: 0.3, dampingFraction: 0.7).repeatForever().description
          == ".spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.0)"
          + ".repeatForever(autoreverses: true)"
      )
      #expect(String(customDumping: Animation.bouncy) == ".bouncy")
    }

    @Test func aTransactionCarriesItsAnimation() {
      var transaction = Transaction(animation: .easeOut)
      transaction.disablesAnimations = true

      #expect(transaction.animation == .easeOut)
      #expect(Transaction().animation == nil)
      #expect(transaction != Transaction(animation: .easeOut))
      #expect(
        transaction.description == "Transaction(animation: .easeOut, disablesAnimations: true)"
      )
    }

    @Test func withAnimationAndWithTransactionRunTheirBody() {
      #expect(withAnimation(.linear) { 1 } == 1)
      #expect(withAnimation { 2 } == 2)
      #expect(withTransaction(Transaction()) { 3 } == 3)
    }
  }
#endif
