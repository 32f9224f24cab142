// The value-taking initialisers of alerts, dialogs and buttons that TCA 1.x still accepts, each
// building exactly what its closure form builds.

extension AlertState {
  /// An alert with a title, an optional message and the given buttons, in order.
  ///
  /// ```swift
  /// AlertState(title: TextState("Delete?"), buttons: [.cancel(TextState("Cancel"))])
  /// ```
  @available(
    *, deprecated,
    message: "Write the alert with closures: 'AlertState { title } actions: { buttons } message: { message }'."
  )
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>]
  ) {
    self.init(
      title: { title },
      actions: {
        for button in buttons { button }
      },
      message: message.map { message in { message } }
    )
  }

  /// An alert with a title, an optional message and at most one button; with no button, the
  /// platform shows an OK button that sends nothing.
  ///
  /// ```swift
  /// AlertState(title: TextState("Saved"))
  /// ```
  @available(
    *, deprecated,
    message: "Write the alert with closures: 'AlertState { title } actions: { button } message: { message }'."
  )
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(
      title: { title },
      actions: {
        if let dismissButton { dismissButton }
      },
      message: message.map { message in { message } }
    )
  }

  /// An alert with a title, an optional message and two buttons, the primary one first.
  @available(
    *, deprecated,
    message: "Write the alert with closures: 'AlertState { title } actions: { primary; secondary } message: { message }'."
  )
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(
      title: { title },
      actions: {
        primaryButton
        secondaryButton
      },
      message: message.map { message in { message } }
    )
  }
}

extension ConfirmationDialogState {
  /// A dialog with a title, whether it shows, an optional message and the given buttons.
  @available(
    *, deprecated,
    message: "Write the dialog with closures: 'ConfirmationDialogState(titleVisibility:) { title } actions: { buttons } message: { message }'."
  )
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility,
      title: { title },
      actions: {
        for button in buttons { button }
      },
      message: message.map { message in { message } }
    )
  }

  /// A dialog with a title, an optional message and the given buttons; the platform decides
  /// whether the title shows.
  ///
  /// ```swift
  /// ConfirmationDialogState(title: TextState("Share"), buttons: [.cancel(TextState("Cancel"))])
  /// ```
  @available(
    *, deprecated,
    message: "Write the dialog with closures: 'ConfirmationDialogState { title } actions: { buttons } message: { message }'."
  )
  public init(
    title: TextState,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      title: { title },
      actions: {
        for button in buttons { button }
      },
      message: message.map { message in { message } }
    )
  }
}

extension ButtonState {
  /// A button with the cancel role.
  @available(
    *, deprecated,
    message: "Write 'ButtonState(role: .cancel, action: action) { label }'."
  )
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// A button with no role.
  @available(*, deprecated, message: "Write 'ButtonState(action: action) { label }'.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// A button with the destructive role.
  @available(
    *, deprecated,
    message: "Write 'ButtonState(role: .destructive, action: action) { label }'."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}
