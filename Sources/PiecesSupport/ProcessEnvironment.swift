#if canImport(Glibc)
    import Glibc
#else
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif
#endif

/// The process's environment variables by name, as the command line's context takes them.
package enum ProcessEnvironment {
    /// Every variable of the process. On Linux it is read straight from `environ`: every command
    /// starts by asking for it, and `ProcessInfo` would first set itself up (arguments, host,
    /// locale state) for this one question. Where a name appears twice the first one counts, as
    /// `getenv` answers.
    package static func variables() -> [String: String] {
        #if canImport(Glibc)
            var count = 0
            while environ[count] != nil { count += 1 }
            // Sized once: growing a dictionary of every variable rehashes it several times.
            var variables: [String: String] = Dictionary(minimumCapacity: count)
            var entry = environ
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(text[..<equals])
                    if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// One variable, as `variables()` would give it, without reading the others.
    package static func variable(named name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
