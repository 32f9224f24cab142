import ArgumentParser

@main
struct Examples: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "examples",
    abstract: "Runs the case studies of swift-composable-effects.",
    subcommands: [
      List.self,
      NumberFactCommand.self,
      AnimationsCommand.self,
      SpeechCommand.self,
      CubePreviewCommand.self,
      TrailerCommand.self,
      GameOverCommand.self,
      HomeCommand.self,
      UpgradeInterstitialCommand.self,
      EchoCommand.self,
      NumberGuessingCommand.self,
      NetworkCachingCommand.self,
      RandomNumbersCommand.self,
      ContactsCommand.self,
      TodosCommand.self,
      SharedStateCommand.self,
      SyncUpsCommand.self,
    ]
  )
}

/// `examples list`: one subcommand a line, name first.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Lists the examples, one a line: name, then what it shows."
  )

  func run() {
    for command in Examples.configuration.subcommands where command != List.self {
      let configuration = command.configuration
      let name = configuration.commandName ?? String(describing: command).lowercased()
      print("\(name)\t\(configuration.abstract)")
    }
  }
}
