import ComposableEffects

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting the sync-up and its meetings.
  public static let deleteSyncUp = Self {
    TextState("Delete this sync-up?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Keep it")
    }
  } message: {
    TextState("The sync-up and all of its past meetings will be gone.")
  }

  /// Speech recognition was refused: the meeting can go on untranscribed, or the user can
  /// allow it in the settings.
  public static let speechRecognitionDenied = Self {
    TextState("Speech recognition is off")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Start without a transcript")
    }
    ButtonState(action: .openSettings) {
      TextState("Open settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      "Speech recognition was denied, so this meeting cannot be transcribed. Allow it in the "
        + "settings, or hold the meeting without a transcript."
    )
  }

  /// The device cannot recognise speech: the meeting can only go on untranscribed.
  public static let speechRecognitionRestricted = Self {
    TextState("Speech recognition is unavailable")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Start without a transcript")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("This device does not allow speech recognition, so the meeting will not be transcribed.")
  }
}
