#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole reads and writes on an open file descriptor (a file, a pipe, standard output), retried
/// across short transfers and interrupting signals, which `read(2)` and `write(2)` leave to callers.
package enum FileDescriptor {
    /// Writes all of `bytes`; the `errno` of the failure that stopped it, or nil when all were written.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Reads into `buffer` from its start, once; the count read (0 at the end), or -1 with `errno` set.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }
}

// The libc calls by their module's name: `FileDescriptor.read` and `.write` hide the bare names.
#if canImport(Glibc)
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#else
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif
