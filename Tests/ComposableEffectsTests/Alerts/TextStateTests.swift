import ComposableEffects
import Testing

@Suite struct TextStateTests {
  @Test func aStringAndAVerbatimStringMakeEqualTexts() {
    let name: Substring = "Blob"
    #expect(TextState("Blob") == TextState(verbatim: "Blob"))
    #expect(TextState(name) == TextState(verbatim: "Blob"))
    #expect(TextState("Blob") != TextState("Blob Jr."))
  }

  @Test func aStringLiteralWithInterpolationIsAText() {
    let count = 3
    let text: TextState = "\(count) items"
    #expect(text == TextState(verbatim: "3 items"))
  }

  @Test func modifiersMakeADifferentText() {
    #expect(TextState("Blob").bold() == TextState("Blob").bold())
    #expect(TextState("Blob").bold() != TextState("Blob"))
    #expect(TextState("Blob").bold() != TextState("Blob").italic())
    #expect(Set([TextState("Blob"), TextState("Blob").underline(), TextState("Blob")]).count == 2)
  }

  @Test func stringOfStateReadsThePlainStringOfAConcatenation() {
    let text = TextState("Delete ") + TextState("Blob").bold().italic() + TextState("?")
    #expect(String(state: text) == "Delete Blob?")
  }

  @Test func customDumpShowsTheStringWithItsModifiers() {
    let text = TextState("Delete ")
      + TextState("Blob").bold()
      + TextState(" now").italic()
      + TextState(" forever").strikethrough()
      + TextState("!").underline()
    #expect(String(customDumping: text) == #""Delete **Blob**_ now_~~ forever~~<u>!</u>""#)
  }

  @Test func customDumpShowsSpacingModifiersAndHidesInactiveOnes() {
    let text = TextState("SALE").kerning(2).tracking(1).baselineOffset(-1)
      + TextState("5").monospacedDigit().bold(isActive: false).strikethrough(false)
    #expect(
      String(customDumping: text)
        == #""<baseline-offset=-1.0><tracking=1.0><kerning=2.0>SALE</kerning></tracking></baseline-offset>5""#
    )
  }
}
