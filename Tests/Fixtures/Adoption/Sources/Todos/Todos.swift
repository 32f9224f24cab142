import ComposableEffects

public struct Todo: Equatable, Identifiable, Sendable {
  public let id: UUID
  public var description: String
  public var isComplete = false

  public init(id: UUID, description: String) {
    self.id = id
    self.description = description
  }
}

@Reducer
public struct Todos: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var todos: IdentifiedArrayOf<Todo> = []
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case add(String)
    case toggle(Todo.ID)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let description):
        state.todos.append(Todo(id: uuid(), description: description))
        return .none
      case .toggle(let id):
        state.todos[id: id]?.isComplete.toggle()
        return .none
      }
    }
  }
}
