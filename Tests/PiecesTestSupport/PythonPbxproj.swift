import Foundation

/// Whether `python3` can import the PyPI package `pbxproj` (`pip install pbxproj`), the independent
/// reader used to check edited projects.
package enum PythonPbxproj {
    package static let isAvailable: Bool = run(["-c", "import pbxproj"]).status == 0

    /// Runs `python3 arguments…`; the exit status (-1 when python3 cannot start) and the output.
    package static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
