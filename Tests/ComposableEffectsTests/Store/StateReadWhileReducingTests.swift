import ComposableEffects
import Testing

/// Hands a store to its own reducer, which is made before the store is.
@MainActor
private final class StoreHolder {
  var store: Store<Int, Bool>?
}

@Suite struct StateReadWhileReducingTests {
  // The state is being changed in place while the reducer runs: a read then would see it half
  // changed, so the store stops the program, as Swift's exclusivity check does.
  @Test func readingTheStateFromTheStoresOwnReducerStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let holder = StoreHolder()
        let store = Store(initialState: 0) {
          Reduce<Int, Bool> { state, _ in
            state += MainActor.assumeIsolated { holder.store?.state ?? 0 }
            return .none
          }
        }
        holder.store = store
        store.send(true)
      }
    }

    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("read while its reducer was changing it"))
  }
}
