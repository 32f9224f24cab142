#if os(Linux)
  import Glibc
#endif

/// The process's resident set size: the memory of it that is in RAM, which `in-flight-memory`
/// compares before and after starting the effects it measures.
///
/// Read from `/proc/self/statm`, so only on Linux; elsewhere it is unavailable.
enum ResidentMemory {
  /// Whether ``bytes()`` can be read on this system.
  static var isAvailable: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// The resident set size in bytes, or `nil` where it can't be read.
  ///
  /// It first hands the allocator's free pages back to the system (`malloc_trim`), so that two
  /// readings differ by the memory in use between them, not by what the allocator kept from
  /// earlier work or reused from it.
  static func bytes() -> Int? {
    #if os(Linux)
      _ = trimHeap?(0)
      // statm holds sizes in pages: total, resident, shared, … (proc(5)).
      let descriptor = open("/proc/self/statm", O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else {
        return nil
      }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// glibc's `malloc_trim`, which the `Glibc` module does not import; `nil` with another C
    /// library.
    private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
  #endif
}
