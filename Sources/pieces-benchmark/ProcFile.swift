import Foundation

/// Reads files under Linux's `/proc`.
enum ProcFile {
    /// The whole file, or `nil` where it does not exist. Files under /proc report a size of 0,
    /// so this reads until the end rather than by size.
    static func text(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
