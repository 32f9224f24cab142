import MacroSupport
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct Plugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    EffectMacro.self,
    EffectScopeMacro.self,
    EffectScopedMacro.self,
    EffectScopeIgnoredMacro.self,
  ]
}
