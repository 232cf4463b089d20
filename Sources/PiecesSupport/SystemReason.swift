#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's own sentence for a failed call ("No such file or directory"), which every message
/// that passes a libc failure on gives as its reason.
package enum SystemReason {
    /// `strerror` of `code`; by default of the `errno` the failed call just left.
    package static func text(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
