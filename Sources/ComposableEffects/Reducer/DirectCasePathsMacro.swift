/// Conforms an enum to ``_DirectCasePathable``, listing each of its cases with the case path
/// `@CasePathable` generates for it.
///
/// `@Reducer` attaches it to a feature's `Action` and enum `State`: it is not meant to be
/// written by hand. The enum must be `@CasePathable`.
@attached(extension, conformances: _DirectCasePathable, names: named(_$directCasePaths))
public macro _DirectCasePaths() =
  #externalMacro(module: "ComposableEffectsMacros", type: "DirectCasePathsMacro")
