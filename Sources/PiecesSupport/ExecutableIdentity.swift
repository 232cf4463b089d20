#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
    import MachO  // _NSGetExecutablePath
#endif

/// Names the build of the running executable by its file: device, inode, size and modification
/// time, as a build cache tells one compiler from another without reading it. A rebuilt or
/// reinstalled binary is a new file (or a newer one), so what an older build worked out is not
/// taken for this one's.
package enum ExecutableIdentity {
    /// `<version> <device>:<inode> <size> <seconds>.<nanoseconds>` of the running executable; nil
    /// when the system does not say which file that is.
    package static func current(version: String) -> String? {
        guard let path = executablePath(), let file = FileStamp.of(path, followingLinks: true) else { return nil }
        let modified = file.modified
        return "\(version) \(file.device):\(file.inode) \(file.size) \(modified.seconds).\(modified.nanoseconds)"
    }

    /// The running executable's file: Linux names it in `/proc`, macOS through dyld.
    private static func executablePath() -> String? {
        #if canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #else
            return "/proc/self/exe"
        #endif
    }
}
