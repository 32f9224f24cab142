import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

@ObservableState
struct ObservedItem: Equatable, Identifiable {
  let id: Int
  var count = 0
  var title = ""
}

/// The same list of items in the three containers a feature keeps them in.
@Reducer
struct ObservedLists {
  @ObservableState
  struct State: Equatable {
    var array: [ObservedItem] = [ObservedItem(id: 0), ObservedItem(id: 1)]
    var identified: IdentifiedArrayOf<ObservedItem> = [ObservedItem(id: 0), ObservedItem(id: 1)]
    var stack = StackState<ObservedItem>([ObservedItem(id: 0), ObservedItem(id: 1)])
  }

  enum Action {
    case incrementFirst
    case insert
    case remove
    case move
    case replaceFirst
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementFirst:
        state.array[0].count += 1
        state.identified[id: 0]?.count += 1
        state.stack[id: state.stack.ids[0]]?.count += 1
      case .insert:
        state.array.append(ObservedItem(id: 2))
        state.identified.append(ObservedItem(id: 2))
        state.stack.append(ObservedItem(id: 2))
      case .remove:
        state.array.removeLast()
        state.identified.removeLast()
        state.stack.removeLast()
      case .move:
        state.array.swapAt(0, 1)
        state.identified.swapAt(0, 1)
        state.stack.swapAt(0, 1)
      case .replaceFirst:
        state.identified[0] = ObservedItem(id: 0, count: 7)
      }
      return .none
    }
  }
}

/// The observers of each property read in `reads` that `act` told, by name.
@MainActor
private func told(_ reads: [String: () -> Void], when act: () -> Void) -> Set<String> {
  let told = LockIsolated<Set<String>>([])
  for (name, read) in reads {
    withObservationTracking(read) { told.withValue { _ = $0.insert(name) } }
  }
  act()
  return told.value
}

/// As in TCA, a change to one field of one element of a collection of observable states is told
/// to the observers of that field alone; a change to the collection itself (an element inserted,
/// removed or moved) is told to the collection's observers.
@MainActor
@Suite struct CollectionObservationTests {
  private func reads(_ store: StoreOf<ObservedLists>) -> [String: () -> Void] {
    [
      "array[0].count": { _ = store.array[0].count },
      "array[0].title": { _ = store.array[0].title },
      "array[1].count": { _ = store.array[1].count },
      "array.count": { _ = store.array.count },
      "identified[0].count": { _ = store.identified[0].count },
      "identified[0].title": { _ = store.identified[0].title },
      "identified[1].count": { _ = store.identified[1].count },
      "identified.count": { _ = store.identified.count },
      "stack[0].count": { _ = store.stack[0].count },
      "stack[0].title": { _ = store.stack[0].title },
      "stack[1].count": { _ = store.stack[1].count },
      "stack.count": { _ = store.stack.count },
    ]
  }

  @Test func aFieldOfOneElementTellsTheObserversOfThatFieldAlone() {
    let store = Store(initialState: ObservedLists.State()) { ObservedLists() }
    let fired = told(reads(store)) { store.send(.incrementFirst) }
    #expect(fired == ["array[0].count", "identified[0].count", "stack[0].count"])
    #expect(store.array[0].count == 1)
    #expect(store.identified[0].count == 1)
    #expect(store.stack[0].count == 1)
  }

  @Test(arguments: [ObservedLists.Action.insert, .remove, .move])
  func aChangeToTheCollectionTellsItsObservers(action: ObservedLists.Action) {
    let store = Store(initialState: ObservedLists.State()) { ObservedLists() }
    let fired = told(reads(store)) { store.send(action) }
    #expect(fired.isSuperset(of: ["array.count", "identified.count", "stack.count"]))
  }

  @Test func anElementOfAnIdentifiedArrayReplacedByOneWithTheSameIDTellsOnlyItsFields() {
    let store = Store(initialState: ObservedLists.State()) { ObservedLists() }
    let fired = told(reads(store)) { store.send(.replaceFirst) }
    // As in TCA: the array's ids are the same, so its own observers are not told.
    #expect(!fired.contains("identified.count"))
    #expect(store.identified[0].count == 7)
  }
}
