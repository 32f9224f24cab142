import ComposableEffects

extension StoreTask {
  /// Waits for the effects to finish, as ``StoreTask/finish()`` does, but stops waiting when
  /// the waiting task is cancelled (as Swift Testing cancels a test past its time limit),
  /// without cancelling the effects: a regression that never ends them fails the test instead
  /// of hanging the run, since `finish()` itself waits on `Task.value`, which cancellation
  /// does not end.
  func finishUnlessCancelled() async {
    let (finished, continuation) = AsyncStream<Void>.makeStream()
    Task {
      await self.finish()
      continuation.finish()
    }
    for await _ in finished {}
  }
}
