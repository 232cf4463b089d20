import Foundation

/// Tools of the Swift toolchain the tests call.
package enum Toolchain {
    package static let swiftc: URL? = onPath("swiftc")
    /// The driver whose immediate mode (`swift file.swift`) compiles a file and runs it without linking.
    package static let swift: URL? = onPath("swift")

    private static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
