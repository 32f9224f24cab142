/// Names a case key path as a test writes it (`\.child.response`), for failure messages.
///
/// A key path's own description names its members only where the runtime can symbolicate the
/// accessors (Apple platforms); on Linux it prints `\Case<Action>.<computed 0x…>`. The names
/// are found instead by walking the enum's case paths (`allCasePaths`, in declaration order)
/// and pairing them with the case names the enum's type metadata lists.
enum CaseKeyPathName {
  /// `\.child.response`, or the key path's own description when its cases cannot be named.
  static func describe<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
    guard
      let root = Case<Root>.self as? any CaseOfIterableEnum.Type,
      let names = root.caseNames(of: keyPath, after: nil, depth: 4)
    else { return String(customDumping: keyPath) }
    return "\\." + names.joined(separator: ".")
  }

  /// The names of `Enum`'s cases, in declaration order, split as its case paths need them: the
  /// type metadata lists the cases with a payload and those without, each in declaration order.
  static func caseNames(of type: Any.Type) -> (withPayload: [String], withoutPayload: [String])? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Metadata kinds of an enum and of `Optional`.
    guard [0x201, 0x202].contains(metadata.load(as: Int.self)) else { return nil }
    let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
    // A type descriptor: flags, parent, name, access function, then the field descriptor.
    guard let fields = relative(descriptor + 16) else { return nil }
    // A field descriptor: type name, superclass, kind, record size, count, then the records.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    var names: (withPayload: [String], withoutPayload: [String]) = ([], [])
    for index in 0..<count {
      // A field record: flags, payload type name (none without a payload), case name.
      let record = fields + 16 + index * recordSize
      guard let name = relative(record + 8) else { return nil }
      let caseName = String(cString: name.assumingMemoryBound(to: CChar.self))
      if relative(record + 4) == nil {
        names.withoutPayload.append(caseName)
      } else {
        names.withPayload.append(caseName)
      }
    }
    return names
  }

  private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = pointer.load(as: Int32.self)
    return offset == 0 ? nil : pointer + Int(offset)
  }
}

/// `Case<Enum>` for an enum whose case paths can be listed: what names a case key path.
protocol CaseOfIterableEnum {
  /// The names of the cases `keyPath` goes through after `prefix`, whose value is `Self`.
  static func caseNames(of keyPath: AnyKeyPath, after prefix: AnyKeyPath?, depth: Int) -> [String]?
}

extension Case: CaseOfIterableEnum where Value: CasePathIterable {
  static func caseNames(of keyPath: AnyKeyPath, after prefix: AnyKeyPath?, depth: Int) -> [String]? {
    guard depth > 0, let names = CaseKeyPathName.caseNames(of: Value.self) else { return nil }
    var withPayload = names.withPayload[...]
    var withoutPayload = names.withoutPayload[...]
    for casePath in Value.allCasePaths {
      let valueType = type(of: casePath).valueType
      // Only a case without a payload has a case path to `Case<Void>`.
      let name =
        valueType == Case<Void>.self ? withoutPayload.popFirst() : withPayload.popFirst()
      guard let name else { return nil }
      guard let path = prefix.map({ $0.appending(path: casePath) }) ?? casePath else {
        continue
      }
      if path == keyPath { return [name] }
      // A path on into the case's own enum: `\.child.response`.
      if let child = valueType as? any CaseOfIterableEnum.Type,
        let rest = child.caseNames(of: keyPath, after: path, depth: depth - 1)
      {
        return [name] + rest
      }
    }
    return nil
  }
}
