import ComposableEffects

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks what to do with a meeting ended before its time: save it, discard it (when
  /// `isDiscardable`), or go on.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End the meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Keep going")
      }
    } message: {
      TextState("The meeting still has time left. Save what was said so far?")
    }
  }

  /// The recogniser stopped: the meeting can go on untranscribed, or be discarded.
  public static let speechRecognizerFailed = Self {
    TextState("Transcription stopped")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Keep going")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard the meeting")
    }
  } message: {
    TextState("The speech recogniser failed, so the rest of the meeting will not be transcribed.")
  }
}
