import AlgebraicEffects
import PropertyBased
import Testing

@Suite struct HandlerStackPropertyTests {
  static let stacks = zip(Gen.bool, Gen.int(in: 0...3), Gen.int(in: 3...9), Gen.bool)
    .map { isFetch, behaviour, digit, isAsync in
      HandlerFrame(
        effect: isFetch ? .fetch : .read,
        behaviour: behaviour == 0 ? .answer(digit) : .forward(digit),
        isAsync: isAsync
      )
    }
    .array(of: 0...7)
    .map(HandlerStack.init(frames:))

  /// 500 random stacks of up to 7 handlers, installed with nested `with`s.
  @Test func theInnermostHandlerAnswersAndForwardingReachesTheNextOne() async {
    await propertyCheck(count: 500, input: Self.stacks) { stack in
      let (read, fetch) = await Self.run(stack.asyncFrames[...], then: stack.syncFrames[...])
      let expected = stack.expected
      #expect(read == expected.read, "read under \(stack)")
      #expect(fetch == expected.fetch, "fetch under \(stack)")
    }
  }

  private static func run(
    _ asyncFrames: ArraySlice<HandlerFrame>,
    then syncFrames: ArraySlice<HandlerFrame>
  ) async -> (read: Int, fetch: Int) {
    guard let frame = asyncFrames.first else {
      let fetched = await Probe.fetch()
      return (Self.run(syncFrames), fetched)
    }
    let inner = asyncFrames.dropFirst()
    switch frame.effect {
    case .read:
      return await with(Self.readHandler(frame.behaviour)) {
        await Self.run(inner, then: syncFrames)
      }
    case .fetch:
      return await with(Self.fetchHandler(frame.behaviour)) {
        await Self.run(inner, then: syncFrames)
      }
    }
  }

  private static func run(_ syncFrames: ArraySlice<HandlerFrame>) -> Int {
    guard let frame = syncFrames.first else { return Probe.read() }
    let inner = syncFrames.dropFirst()
    switch frame.effect {
    case .read:
      return with(Self.readHandler(frame.behaviour)) { Self.run(inner) }
    case .fetch:
      return with(Self.fetchHandler(frame.behaviour)) { Self.run(inner) }
    }
  }

  private static func readHandler(_ behaviour: HandlerFrame.Behaviour) -> Probe.Read {
    switch behaviour {
    case .answer(let digit): Probe.Read { digit }
    case .forward(let digit): Probe.Read { Probe.read() * 10 + digit }
    }
  }

  private static func fetchHandler(_ behaviour: HandlerFrame.Behaviour) -> Probe.Fetch {
    switch behaviour {
    case .answer(let digit): Probe.Fetch { digit }
    case .forward(let digit): Probe.Fetch { await Probe.fetch() * 10 + digit }
    }
  }
}
