/// Consumes a value so that the optimizer cannot prove the work that produced it unused.
///
/// `@_optimize(none)` keeps the optimizer from looking inside: a plain `@inline(never)` empty
/// function can still be found to have no effects and its call, then its argument, removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding from the optimizer where it came from.
///
/// Benchmarks pass their fixtures (closures, clients, starting values) through it, so that a
/// stored closure is called through its pointer and not inlined at the call site.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T {
  value
}
