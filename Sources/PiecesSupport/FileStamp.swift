#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says of a file without reading it: device, inode, size, modification and
/// status-change times, as `git status` tells a file it need not read again from one that changed.
///
/// Every write changes the status-change time (`ctime`), which no call can set back, so a file
/// with the same stamp has the same bytes, unless it is written again within one tick of the file
/// system's clock (a second on some). `isSettled` tells a stamp old enough for that not to happen.
package struct FileStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: Time
    package var changed: Time

    /// A file time to the nanosecond.
    package struct Time: Hashable, Sendable {
        package var seconds: Int
        package var nanoseconds: Int

        package init(seconds: Int, nanoseconds: Int) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    package init(device: UInt64, inode: UInt64, size: Int64, modified: Time, changed: Time) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the file at `path` itself (a link's own, not its target's, unless
    /// `followingLinks`); nil when there is no such file.
    package static func of(_ path: String, followingLinks: Bool = false) -> FileStamp? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Time(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec)),
            changed: Time(seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec)))
    }

    /// Whether both times are at least two seconds before `now` (seconds since 1970): a write in
    /// the same tick as a read at `now`, on a file system whose clock counts whole seconds (two on
    /// FAT), would otherwise leave the stamp as it was.
    package func isSettled(at now: Int) -> Bool {
        max(modified.seconds, changed.seconds) <= now - 2
    }

    /// Seconds since 1970, as the file system's times count them.
    package static func now() -> Int { Int(time(nil)) }
}
