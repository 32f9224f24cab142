import AlgebraicEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import Testing

@Suite(.macros(["Effect": EffectMacro.self]))
struct EffectMacroTests {
  @Test func effectWithoutArgumentsTakesVoid() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func readLine() -> String? {
          Swift.readLine()
        }
      }
      """
    } expansion: {
      """
      enum Console {
        static func readLine() -> String? {
          func __effectDefault() -> String? {
            Swift.readLine()
          }
          return ReadLine._perform((), default: { _ in __effectDefault() })
        }

        struct ReadLine: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = Void
          typealias Output = String?
          typealias Failure = Never
          let body: @Sendable () -> Output
          init(_ body: @escaping @Sendable () -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body()
          }
          static var effectName: String {
            "Console.readLine"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Console.readLine()"
          }
        }

        var readLine: AlgebraicEffects.EffectPath<ReadLine> {
          .init()
        }
      }
      """
    }
  }

  @Test func effectWithOneArgumentTakesItsValue() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func print(_ line: String) {
          Swift.print(line)
        }
      }
      """
    } expansion: {
      #"""
      enum Console {
        static func print(_ line: String) {
          func __effectDefault(_ line: String) -> Void {
            Swift.print(line)
          }
          return Print._perform(line, default: { __effectDefault($0) })
        }

        struct Print: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = String
          typealias Output = Void
          typealias Failure = Never
          let body: @Sendable (String) -> Output
          init(_ body: @escaping @Sendable (_ line: String) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments)
          }
          static var effectName: String {
            "Console.print"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Console.print(\(String(reflecting: arguments)))"
          }
        }

        var print: AlgebraicEffects.EffectPath<Print> {
          .init()
        }
      }
      """#
    }
  }

  @Test func effectWithSeveralArgumentsTakesATupleAndDescribesTheirLabels() {
    assertMacro {
      """
      enum Files {
        @Effect
        static func write(_ contents: String, to path: String, atomically: Bool) {
          FileSystem.write(contents, path, atomically)
        }
      }
      """
    } expansion: {
      #"""
      enum Files {
        static func write(_ contents: String, to path: String, atomically: Bool) {
          func __effectDefault(_ contents: String, _ path: String, _ atomically: Bool) -> Void {
            FileSystem.write(contents, path, atomically)
          }
          return Write._perform((contents, path, atomically), default: { __effectDefault($0.0, $0.1, $0.2) })
        }

        struct Write: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = (String, String, Bool)
          typealias Output = Void
          typealias Failure = Never
          let body: @Sendable (String, String, Bool) -> Output
          init(_ body: @escaping @Sendable (_ contents: String, _ path: String, _ atomically: Bool) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments.0, arguments.1, arguments.2)
          }
          static var effectName: String {
            "Files.write"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Files.write(\(String(reflecting: arguments.0)), to: \(String(reflecting: arguments.1)), atomically: \(String(reflecting: arguments.2)))"
          }
        }

        var write: AlgebraicEffects.EffectPath<Write> {
          .init()
        }
      }
      """#
    }
  }

  @Test func throwingEffectFailsWithAnyError() {
    assertMacro {
      """
      enum Files {
        @Effect
        static func read(_ path: String) throws -> String {
          try FileSystem.read(path)
        }
      }
      """
    } expansion: {
      #"""
      enum Files {
        static func read(_ path: String) throws -> String {
          func __effectDefault(_ path: String) throws -> String {
            try FileSystem.read(path)
          }
          return try Read._perform(path, default: { try __effectDefault($0) })
        }

        struct Read: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = String
          typealias Output = String
          typealias Failure = any Error
          let body: @Sendable (String) throws -> Output
          init(_ body: @escaping @Sendable (_ path: String) throws -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) throws(Failure) -> Output {
            try body(arguments)
          }
          static var effectName: String {
            "Files.read"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Files.read(\(String(reflecting: arguments)))"
          }
        }

        var read: AlgebraicEffects.EffectPath<Read> {
          .init()
        }
      }
      """#
    }
  }

  @Test func typedThrowingEffectFailsWithItsErrorType() {
    assertMacro {
      """
      enum Parser {
        @Effect
        static func parse(_ text: String) throws(ParseError) -> Int {
          guard let value = Int(text) else { throw ParseError() }
          return value
        }
      }
      """
    } expansion: {
      #"""
      enum Parser {
        static func parse(_ text: String) throws(ParseError) -> Int {
          func __effectDefault(_ text: String) throws(ParseError) -> Int {
            guard let value = Int(text) else { throw ParseError() }
            return value
          }
          return try Parse._perform(text, default: { arguments throws(ParseError) in try __effectDefault(arguments) })
        }

        struct Parse: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = String
          typealias Output = Int
          typealias Failure = ParseError
          let body: @Sendable (String) throws(ParseError) -> Output
          init(_ body: @escaping @Sendable (_ text: String) throws(ParseError) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) throws(Failure) -> Output {
            try body(arguments)
          }
          static var effectName: String {
            "Parser.parse"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Parser.parse(\(String(reflecting: arguments)))"
          }
        }

        var parse: AlgebraicEffects.EffectPath<Parse> {
          .init()
        }
      }
      """#
    }
  }

  @Test func throwsNeverEffectDoesNotThrow() {
    assertMacro {
      """
      enum Parser {
        @Effect
        static func count(_ text: String) throws(Never) -> Int {
          text.count
        }
      }
      """
    } expansion: {
      #"""
      enum Parser {
        static func count(_ text: String) throws(Never) -> Int {
          func __effectDefault(_ text: String) -> Int {
            text.count
          }
          return Count._perform(text, default: { __effectDefault($0) })
        }

        struct Count: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = String
          typealias Output = Int
          typealias Failure = Never
          let body: @Sendable (String) -> Output
          init(_ body: @escaping @Sendable (_ text: String) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments)
          }
          static var effectName: String {
            "Parser.count"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Parser.count(\(String(reflecting: arguments)))"
          }
        }

        var count: AlgebraicEffects.EffectPath<Count> {
          .init()
        }
      }
      """#
    }
  }

  @Test func asyncEffectConformsToAsyncEffectHandler() {
    assertMacro {
      """
      enum Clock {
        @Effect
        static func now() async -> Int {
          await Ticker.now()
        }
      }
      """
    } expansion: {
      """
      enum Clock {
        static func now() async -> Int {
          func __effectDefault() async -> Int {
            await Ticker.now()
          }
          return await Now._perform((), default: { _ in await __effectDefault() })
        }

        struct Now: AlgebraicEffects.AsyncEffectHandler {
          typealias Arguments = Void
          typealias Output = Int
          typealias Failure = Never
          let body: nonisolated(nonsending) @Sendable () async -> Output
          init(_ body: nonisolated(nonsending) @escaping @Sendable () async -> Output) {
            self.body = body
          }
          nonisolated(nonsending) func handle(_ arguments: Arguments) async -> Output {
            await body()
          }
          static var effectName: String {
            "Clock.now"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Clock.now()"
          }
        }

        var now: AlgebraicEffects.EffectPath<Now> {
          .init()
        }
      }
      """
    }
  }

  @Test func asyncThrowingEffectTriesAndAwaits() {
    assertMacro {
      """
      enum HTTP {
        @Effect
        static func fetch(_ url: URL) async throws -> Data {
          try await URLSession.shared.data(from: url).0
        }
      }
      """
    } expansion: {
      #"""
      enum HTTP {
        static func fetch(_ url: URL) async throws -> Data {
          func __effectDefault(_ url: URL) async throws -> Data {
            try await URLSession.shared.data(from: url).0
          }
          return try await Fetch._perform(url, default: { try await __effectDefault($0) })
        }

        struct Fetch: AlgebraicEffects.AsyncEffectHandler {
          typealias Arguments = URL
          typealias Output = Data
          typealias Failure = any Error
          let body: nonisolated(nonsending) @Sendable (URL) async throws -> Output
          init(_ body: nonisolated(nonsending) @escaping @Sendable (_ url: URL) async throws -> Output) {
            self.body = body
          }
          nonisolated(nonsending) func handle(_ arguments: Arguments) async throws(Failure) -> Output {
            try await body(arguments)
          }
          static var effectName: String {
            "HTTP.fetch"
          }
          static func describe(_ arguments: Arguments) -> String {
            "HTTP.fetch(\(String(reflecting: arguments)))"
          }
        }

        var fetch: AlgebraicEffects.EffectPath<Fetch> {
          .init()
        }
      }
      """#
    }
  }

  @Test func asyncSequenceEffectConformsToAsyncSequenceEffectHandler() {
    assertMacro {
      """
      enum Random {
        @Effect
        static func numbers(in range: ClosedRange<Int>) -> any AsyncSequence<Int, any Error> {
          AsyncThrowingStream { Int.random(in: range) }
        }
      }
      """
    } expansion: {
      #"""
      enum Random {
        static func numbers(in range: ClosedRange<Int>) -> any AsyncSequence<Int, any Error> {
          func __effectDefault(_ range: ClosedRange<Int>) -> any AsyncSequence<Int, any Error> {
            AsyncThrowingStream { Int.random(in: range) }
          }
          return Numbers._performSequence(range, default: { __effectDefault($0) })
        }

        struct Numbers: AlgebraicEffects.AsyncSequenceEffectHandler {
          typealias Arguments = ClosedRange<Int>
          typealias Output = any AsyncSequence<Int, any Error>
          typealias Failure = Never
          typealias Element = Int
          let body: @Sendable (ClosedRange<Int>) -> Output
          init(_ body: @escaping @Sendable (_ range: ClosedRange<Int>) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments)
          }
          static var effectName: String {
            "Random.numbers"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Random.numbers(in: \(String(reflecting: arguments)))"
          }
        }

        var numbers: AlgebraicEffects.EffectPath<Numbers> {
          .init()
        }
      }
      """#
    }
  }

  @Test func accessModifierIsCopiedToEveryGeneratedDeclaration() {
    assertMacro {
      """
      public enum Console {
        @Effect
        public static func print(_ line: String) {
          Swift.print(line)
        }
      }
      """
    } expansion: {
      #"""
      public enum Console {
        public static func print(_ line: String) {
          func __effectDefault(_ line: String) -> Void {
            Swift.print(line)
          }
          return Print._perform(line, default: { __effectDefault($0) })
        }

        public struct Print: AlgebraicEffects.SyncEffectHandler {
          public typealias Arguments = String
          public typealias Output = Void
          public typealias Failure = Never
          public let body: @Sendable (String) -> Output
          public init(_ body: @escaping @Sendable (_ line: String) -> Output) {
            self.body = body
          }
          public func handle(_ arguments: Arguments) -> Output {
            body(arguments)
          }
          public static var effectName: String {
            "Console.print"
          }
          public static func describe(_ arguments: Arguments) -> String {
            "Console.print(\(String(reflecting: arguments)))"
          }
        }

        public var print: AlgebraicEffects.EffectPath<Print> {
          .init()
        }
      }
      """#
    }
  }

  @Test func nestedTypesNameTheEffect() {
    assertMacro {
      """
      enum App {
        struct Console {
          @Effect
          static func clear() {}
        }
      }
      """
    } expansion: {
      """
      enum App {
        struct Console {
          static func clear() {
            func __effectDefault() -> Void {}
            return Clear._perform((), default: { _ in __effectDefault() })
          }

          struct Clear: AlgebraicEffects.SyncEffectHandler {
            typealias Arguments = Void
            typealias Output = Void
            typealias Failure = Never
            let body: @Sendable () -> Output
            init(_ body: @escaping @Sendable () -> Output) {
              self.body = body
            }
            func handle(_ arguments: Arguments) -> Output {
              body()
            }
            static var effectName: String {
              "App.Console.clear"
            }
            static func describe(_ arguments: Arguments) -> String {
              "App.Console.clear()"
            }
          }

          var clear: AlgebraicEffects.EffectPath<Clear> {
            .init()
          }
        }
      }
      """
    }
  }

  @Test func extensionIsNamedAfterItsExtendedType() {
    assertMacro {
      """
      extension App.Console {
        @Effect
        static func bell() {}
      }
      """
    } expansion: {
      """
      extension App.Console {
        static func bell() {
          func __effectDefault() -> Void {}
          return Bell._perform((), default: { _ in __effectDefault() })
        }

        struct Bell: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = Void
          typealias Output = Void
          typealias Failure = Never
          let body: @Sendable () -> Output
          init(_ body: @escaping @Sendable () -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body()
          }
          static var effectName: String {
            "App.Console.bell"
          }
          static func describe(_ arguments: Arguments) -> String {
            "App.Console.bell()"
          }
        }

        var bell: AlgebraicEffects.EffectPath<Bell> {
          .init()
        }
      }
      """
    }
  }

  @Test func closureParameterStaysEscapingOnlyWhereTypesAllowIt() {
    assertMacro {
      """
      enum Timer {
        @Effect
        static func schedule(_ action: @escaping @Sendable () -> Void) {
          action()
        }
      }
      """
    } expansion: {
      #"""
      enum Timer {
        static func schedule(_ action: @escaping @Sendable () -> Void) {
          func __effectDefault(_ action: @escaping @Sendable () -> Void) -> Void {
            action()
          }
          return Schedule._perform(action, default: { __effectDefault($0) })
        }

        struct Schedule: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = @Sendable () -> Void
          typealias Output = Void
          typealias Failure = Never
          let body: @Sendable (@escaping @Sendable () -> Void) -> Output
          init(_ body: @escaping @Sendable (_ action: @escaping @Sendable () -> Void) -> Output) {
            self.body = body
          }
          func handle(_ arguments: @escaping Arguments) -> Output {
            body(arguments)
          }
          static var effectName: String {
            "Timer.schedule"
          }
          static func describe(_ arguments: @escaping Arguments) -> String {
            "Timer.schedule(\(String(reflecting: arguments)))"
          }
        }

        var schedule: AlgebraicEffects.EffectPath<Schedule> {
          .init()
        }
      }
      """#
    }
  }

  @Test func defaultArgumentValuesStayOnTheFunctionOnly() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func print(_ line: String, terminator: String = "\\n") {
          Swift.print(line, terminator: terminator)
        }
      }
      """
    } expansion: {
      #"""
      enum Console {
        static func print(_ line: String, terminator: String = "\n") {
          func __effectDefault(_ line: String, _ terminator: String) -> Void {
            Swift.print(line, terminator: terminator)
          }
          return Print._perform((line, terminator), default: { __effectDefault($0.0, $0.1) })
        }

        struct Print: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = (String, String)
          typealias Output = Void
          typealias Failure = Never
          let body: @Sendable (String, String) -> Output
          init(_ body: @escaping @Sendable (_ line: String, _ terminator: String) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments.0, arguments.1)
          }
          static var effectName: String {
            "Console.print"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Console.print(\(String(reflecting: arguments.0)), terminator: \(String(reflecting: arguments.1)))"
          }
        }

        var print: AlgebraicEffects.EffectPath<Print> {
          .init()
        }
      }
      """#
    }
  }

  @Test func bodyIsKeptAsWrittenInTheDefault() {
    assertMacro {
      #"""
      enum Console {
        @Effect
        static func banner(_ title: String) -> String {
          // A comment, and a string whose indentation is its content.
          let text = """
            \(title)
              indented
            """
          return text
        }
      }
      """#
    } expansion: {
      #"""
      enum Console {
        static func banner(_ title: String) -> String {
          func __effectDefault(_ title: String) -> String {
            // A comment, and a string whose indentation is its content.
            let text = """
              \(title)
                indented
              """
            return text
          }
          return Banner._perform(title, default: { __effectDefault($0) })
        }

        struct Banner: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = String
          typealias Output = String
          typealias Failure = Never
          let body: @Sendable (String) -> Output
          init(_ body: @escaping @Sendable (_ title: String) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments)
          }
          static var effectName: String {
            "Console.banner"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Console.banner(\(String(reflecting: arguments)))"
          }
        }

        var banner: AlgebraicEffects.EffectPath<Banner> {
          .init()
        }
      }
      """#
    }
  }

  @Test func nonStaticFunctionIsDiagnosed() {
    assertMacro {
      """
      enum Console {
        @Effect
        func print(_ line: String) {
          Swift.print(line)
        }
      }
      """
    } diagnostics: {
      """
      enum Console {
        @Effect
        func print(_ line: String) {
        ┬───
        ╰─ 🛑 @Effect requires a static function: an effect is performed as 'Namespace.print(…)'
          Swift.print(line)
        }
      }
      """
    }
  }

  @Test func functionOutsideATypeIsDiagnosed() {
    assertMacro {
      """
      @Effect
      static func readLine() -> String? {
        Swift.readLine()
      }
      """
    } diagnostics: {
      """
      @Effect
      static func readLine() -> String? {
                  ┬───────
                  ╰─ 🛑 @Effect must be declared inside an enum, struct, class, actor or extension, which names the effect
        Swift.readLine()
      }
      """
    }
  }

  @Test func nameArgumentNamesTheHandlerTypeAndTheKeyPath() {
    assertMacro {
      """
      enum HTTP {
        @Effect(name: "FetchData")
        static func data(from url: URL) async throws -> Data {
          try await URLSession.shared.data(from: url).0
        }
      }
      """
    } expansion: {
      #"""
      enum HTTP {
        static func data(from url: URL) async throws -> Data {
          func __effectDefault(_ url: URL) async throws -> Data {
            try await URLSession.shared.data(from: url).0
          }
          return try await FetchData._perform(url, default: { try await __effectDefault($0) })
        }

        struct FetchData: AlgebraicEffects.AsyncEffectHandler {
          typealias Arguments = URL
          typealias Output = Data
          typealias Failure = any Error
          let body: nonisolated(nonsending) @Sendable (URL) async throws -> Output
          init(_ body: nonisolated(nonsending) @escaping @Sendable (_ url: URL) async throws -> Output) {
            self.body = body
          }
          nonisolated(nonsending) func handle(_ arguments: Arguments) async throws(Failure) -> Output {
            try await body(arguments)
          }
          static var effectName: String {
            "HTTP.data"
          }
          static func describe(_ arguments: Arguments) -> String {
            "HTTP.data(from: \(String(reflecting: arguments)))"
          }
        }

        var fetchData: AlgebraicEffects.EffectPath<FetchData> {
          .init()
        }
      }
      """#
    }
  }

  @Test func aNameThatIsNotATypeNameIsDiagnosed() {
    assertMacro {
      """
      enum HTTP {
        @Effect(name: "fetch data")
        static func data(from url: URL) async throws -> Data {
          try await URLSession.shared.data(from: url).0
        }
      }
      """
    } diagnostics: {
      """
      enum HTTP {
        @Effect(name: "fetch data")
                      ┬───────────
                      ╰─ 🛑 @Effect(name:) takes a string literal that is a type name, such as "FetchData"
        static func data(from url: URL) async throws -> Data {
          try await URLSession.shared.data(from: url).0
        }
      }
      """
    }
  }

  @Test func genericEffectHasAGenericHandlerTypeAndNoKeyPath() {
    assertMacro {
      """
      extension Effect {
        @Effect
        static func combine<Value: AdditiveArithmetic & Sendable>(_ a: Value, _ b: Value) -> Value {
          a + b
        }
      }
      """
    } expansion: {
      #"""
      extension Effect {
        static func combine<Value: AdditiveArithmetic & Sendable>(_ a: Value, _ b: Value) -> Value {
          func __effectDefault(_ a: Value, _ b: Value) -> Value {
            a + b
          }
          return Combine<Value>._perform((a, b), default: { __effectDefault($0.0, $0.1) })
        }

        struct Combine<Value: AdditiveArithmetic & Sendable>: AlgebraicEffects.SyncEffectHandler {
          typealias Arguments = (Value, Value)
          typealias Output = Value
          typealias Failure = Never
          let body: @Sendable (Value, Value) -> Output
          init(_ body: @escaping @Sendable (_ a: Value, _ b: Value) -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) -> Output {
            body(arguments.0, arguments.1)
          }
          static var effectName: String {
            "Effect.combine<\(String(describing: Value.self))>"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Effect.combine<\(String(describing: Value.self))>(\(String(reflecting: arguments.0)), \(String(reflecting: arguments.1)))"
          }
        }
      }
      """#
    }
  }

  @Test func genericEffectKeepsItsWhereClause() {
    assertMacro {
      """
      enum Store {
        @Effect
        static func load<Key, Value>(_ key: Key) throws -> Value where Key: Hashable, Value: Decodable {
          throw Missing()
        }
      }
      """
    } expansion: {
      #"""
      enum Store {
        static func load<Key, Value>(_ key: Key) throws -> Value where Key: Hashable, Value: Decodable {
          func __effectDefault(_ key: Key) throws -> Value {
            throw Missing()
          }
          return try Load<Key, Value>._perform(key, default: { try __effectDefault($0) })
        }

        struct Load<Key, Value>: AlgebraicEffects.SyncEffectHandler where Key: Hashable, Value: Decodable {
          typealias Arguments = Key
          typealias Output = Value
          typealias Failure = any Error
          let body: @Sendable (Key) throws -> Output
          init(_ body: @escaping @Sendable (_ key: Key) throws -> Output) {
            self.body = body
          }
          func handle(_ arguments: Arguments) throws(Failure) -> Output {
            try body(arguments)
          }
          static var effectName: String {
            "Store.load<\(String(describing: Key.self)), \(String(describing: Value.self))>"
          }
          static func describe(_ arguments: Arguments) -> String {
            "Store.load<\(String(describing: Key.self)), \(String(describing: Value.self))>(\(String(reflecting: arguments)))"
          }
        }
      }
      """#
    }
  }

  @Test func parameterPackIsDiagnosed() {
    assertMacro {
      """
      enum Store {
        @Effect
        static func load<each Key>(_ keys: repeat each Key) {}
      }
      """
    } diagnostics: {
      """
      enum Store {
        @Effect
        static func load<each Key>(_ keys: repeat each Key) {}
                         ┬───────
                         ╰─ 🛑 @Effect does not support parameter packs or value generic parameters: its handler type is generic over types only
      }
      """
    }
  }

  @Test func inoutParameterIsDiagnosed() {
    assertMacro {
      """
      enum Counter {
        @Effect
        static func increment(_ value: inout Int) {
          value += 1
        }
      }
      """
    } diagnostics: {
      """
      enum Counter {
        @Effect
        static func increment(_ value: inout Int) {
                                       ┬────
                                       ╰─ 🛑 @Effect does not support 'inout' parameters: a handler receives its arguments as values
          value += 1
        }
      }
      """
    }
  }

  @Test func variadicParameterIsDiagnosed() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func print(_ items: Any...) {
          Swift.print(items)
        }
      }
      """
    } diagnostics: {
      """
      enum Console {
        @Effect
        static func print(_ items: Any...) {
                                      ┬──
                                      ╰─ 🛑 @Effect does not support variadic parameters: take an array instead
          Swift.print(items)
        }
      }
      """
    }
  }

  @Test func unnamedParameterIsDiagnosed() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func print(_: String) {}
      }
      """
    } diagnostics: {
      """
      enum Console {
        @Effect
        static func print(_: String) {}
                          ┬
                          ╰─ 🛑 @Effect needs a name for every parameter, to pass its value to handlers
      }
      """
    }
  }

  @Test func rethrowsIsDiagnosed() {
    assertMacro {
      """
      enum Runner {
        @Effect
        static func run(_ body: @escaping () throws -> Void) rethrows {
          try body()
        }
      }
      """
    } diagnostics: {
      """
      enum Runner {
        @Effect
        static func run(_ body: @escaping () throws -> Void) rethrows {
                                                             ┬───────
                                                             ╰─ 🛑 @Effect does not support 'rethrows': a handler's failure type is fixed; use 'throws' or 'throws(E)'
          try body()
        }
      }
      """
    }
  }

  @Test func functionWithoutBodyIsDiagnosed() {
    assertMacro {
      """
      enum Console {
        @Effect
        static func readLine() -> String?
      }
      """
    } diagnostics: {
      """
      enum Console {
        @Effect
        static func readLine() -> String?
                    ┬───────
                    ╰─ 🛑 @Effect requires a body: it is what the effect does where no handler is installed
      }
      """
    }
  }

  @Test func nonFunctionIsDiagnosed() {
    assertMacro {
      """
      enum Console {
        @Effect
        static var prompt = "> "
      }
      """
    } diagnostics: {
      """
      enum Console {
        @Effect
        ╰─ 🛑 @Effect can only be applied to a static function
        static var prompt = "> "
      }
      """
    }
  }
}
