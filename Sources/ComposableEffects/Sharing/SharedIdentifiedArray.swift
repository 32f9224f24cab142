import IdentifiedCollections

extension Shared {
  /// The element of a shared identified array with identifier `id`, shared: `nil` when there
  /// is none. Unwrap it with `Shared.init(_:)`:
  ///
  /// ```swift
  /// if let syncUp = Shared($syncUps[id: id]) {
  ///   SyncUpDetail.State(syncUp: syncUp)   // Shared<SyncUp>
  /// }
  /// ```
  public subscript<ID: Hashable & Sendable, Element>(
    id id: ID
  ) -> Shared<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }
}

extension SharedReader {
  /// The element of a shared identified array with identifier `id`, read-only: `nil` when
  /// there is none.
  public subscript<ID: Hashable & Sendable, Element>(
    id id: ID
  ) -> SharedReader<Element?> where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }
}

extension RangeReplaceableCollection {
  /// The elements of a shared identified array, each shared: for a row per element.
  ///
  /// ```swift
  /// for syncUp in Array($syncUps) { … }   // [Shared<SyncUp>]
  /// ```
  public init<ID: Hashable & Sendable, Base>(
    _ shared: Shared<IdentifiedArray<ID, Base>>
  ) where Element == Shared<Base> {
    self.init()
    for id in shared.wrappedValue.ids {
      if let element = Shared<Base>(shared[id: id]) { self.append(element) }
    }
  }
}
