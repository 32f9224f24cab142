import ComposableEffects
import Testing

@testable import ComposableEffectsInstrumentation

struct ActionCaseNameTests {
  enum Child: Equatable { case increment, set(Int) }
  enum Parent: Equatable {
    case tapped
    case child(Child)
    case rows(IdentifiedAction<Int, Child>)
    case response(Result<Int, Never>)
    case text(String)
  }
  enum Described: CustomStringConvertible {
    case secret
    var description: String { "user 42" }
  }

  @Test
  func aCaseWithoutPayloadIsNamedByItsName() {
    #expect(ActionCaseName.of(Parent.tapped) == "tapped")
  }

  @Test
  func aChildsCaseIsNamedUnderItsParentsCase() {
    #expect(ActionCaseName.of(Parent.child(.increment)) == "child.increment")
    #expect(ActionCaseName.of(Parent.child(.set(7))) == "child.set")
  }

  @Test
  func anIdentifiedElementsActionIsNamedWithoutItsIdentifier() {
    #expect(ActionCaseName.of(Parent.rows(.element(id: 3, action: .increment))) == "rows.element.increment")
  }

  @Test
  func valuesNeverAppearInTheName() {
    #expect(ActionCaseName.of(Parent.text("secret")) == "text")
    #expect(ActionCaseName.of(Parent.response(.success(5))) == "response.success")
  }

  @Test
  func aCaseThatDescribesItselfOtherwiseIsNamedByAPlaceholder() {
    #expect(ActionCaseName.of(Described.secret) == "_")
  }
}
