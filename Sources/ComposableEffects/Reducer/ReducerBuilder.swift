/// The result builder that composes reducers in a ``Reducer/body-swift.property``,
/// ``CombineReducers`` and the child closures of ``Scope``.
///
/// Reducers listed one after another all run, in order, for each action; their effects are
/// merged. `if`, `if`/`else`, `switch` and `for` loops work as they do in Swift code:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: \.counter) { Counter() }
///   if isLoggingEnabled {
///     Logger()
///   }
///   Reduce { state, action in … }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// A reducer whose type is erased, `any Reducer<State, Action>`, used as a statement: it runs
  /// as a ``Reduce`` that keeps its reducer, resolved as the store resolves any other.
  ///
  /// ```swift
  /// var logging: any Reducer<State, Action> { isVerbose ? VerboseLogger() : Logger() }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///   logging as any Reducer<State, Action>
  /// }
  /// ```
  ///
  /// > Important: Write the statement with `as any Reducer<State, Action>`, as in TCA. Swift
  /// > opens a bare existential for the generic form instead, and what that gives back cannot be
  /// > composed with the statements around it.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first: R0
  ) -> _Conditional<R0, R1> {
    .first(first)
  }

  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second: R1
  ) -> _Conditional<R0, R1> {
    .second(second)
  }

  @inlinable
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers)
  }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ wrapped: R
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// Two reducers run one after the other; their effects are merged.
  public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      self.r0.reduce(into: &state, action: action)
        .merge(with: self.r1.reduce(into: &state, action: action))
    }

    @inlinable
    public func _resolve() -> _ResolvedReducer<R0.State, R0.Action> {
      _ResolvedReducer(_Sequence<_ResolvedReducer, _ResolvedReducer>(r0._resolve(), r1._resolve()))
    }
  }

  /// One of two reducers, as chosen by an `if`/`else` or `switch`.
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    case first(First)
    case second(Second)

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }

    @inlinable
    public func _resolve() -> _ResolvedReducer<First.State, First.Action> {
      switch self {
      case .first(let first): first._resolve()
      case .second(let second): second._resolve()
      }
    }
  }

  /// The reducers a `for` loop built, run in order.
  public struct _SequenceMany<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(_ reducers: [Element]) {
      self.reducers = reducers
    }

    @inlinable
    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
      self.reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }

    @inlinable
    public func _resolve() -> _ResolvedReducer<Element.State, Element.Action> {
      _ResolvedReducer(_SequenceMany<_ResolvedReducer>(self.reducers.map { $0._resolve() }))
    }
  }
}

/// An optional reducer (from an `if` without `else`) runs only when present.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case .some(let wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }

  @inlinable
  public func _resolve() -> _ResolvedReducer<Wrapped.State, Wrapped.Action> {
    switch self {
    case .some(let wrapped): wrapped._resolve()
    case .none: _ResolvedReducer(EmptyReducer())
    }
  }
}
