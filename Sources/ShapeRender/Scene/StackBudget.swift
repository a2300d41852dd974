#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How far the layout may still descend into nested views on the current thread's stack.
///
/// Views nest as deep as code makes them: an `AnyView` wrapped in a loop, or a view whose
/// body holds another of its kind (a tree drawn from data). Laying them out recurses once
/// a level, so a chain thousands deep would overflow the stack and end the process. The
/// layout compares the stack's depth with this budget where views are erased or expanded
/// into their body, and once it is spent leaves the deeper views out, reporting
/// ``ArtworkDiagnostic/nestedTooDeeply``.
///
/// The budget is the thread's stack but a part of it (a quarter, at least 256 KB and at
/// most half), kept for what called the renderer and for writing the scene, whose nodes
/// are as deep as the views that made them. Where the stack's bounds cannot be read the
/// budget is unlimited.
struct StackBudget: Sendable {
  /// The lowest stack address the layout may reach; 0 for no limit.
  let floor: UInt

  /// No limit.
  static let unlimited = StackBudget(floor: 0)

  /// The budget of the calling thread.
  static func ofCurrentThread() -> StackBudget {
    guard let (low, size) = currentStackBounds(), size > 0 else { return .unlimited }
    let reserve = min(max(size / 4, 256 << 10), size / 2)
    let (floor, overflow) = low.addingReportingOverflow(UInt(reserve))
    return overflow ? .unlimited : StackBudget(floor: floor)
  }

  /// Whether the stack has grown past the budget: the caller should not descend further.
  @inline(__always)
  var isSpent: Bool {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < floor
  }

  /// The lowest address and the size of the calling thread's stack, if the system says.
  private static func currentStackBounds() -> (low: UInt, size: Int)? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = pthread_get_stacksize_np(thread)
      guard size > 0, UInt(size) <= high else { return nil }
      return (high - UInt(size), size)
    #elseif canImport(Glibc) || canImport(Musl)
      // `pthread_getattr_np` is a GNU extension the C module does not declare: it is looked
      // up by name, with its C signature.
      typealias GetAttributes =
        @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      guard let program = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(program, "pthread_getattr_np")
      else { return nil }
      let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return nil
      }
      return (UInt(bitPattern: address), size)
    #else
      return nil
    #endif
  }
}
