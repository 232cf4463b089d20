#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// The two pipes a child writes its output and its errors into.
    struct Pipes {
        /// One pipe's two ends; -1 once closed.
        struct Ends {
            var read: Int32
            var write: Int32
        }

        var output: Ends
        var errorOutput: Ends

        init(executable: String) throws(LaunchFailure) {
            output = try Self.open(executable)
            do { errorOutput = try Self.open(executable) } catch {
                close(output.read)
                close(output.write)
                throw error
            }
        }

        /// A pipe whose ends close in the child: only the copies made onto 1 and 2 stay open there.
        private static func open(_ executable: String) throws(LaunchFailure) -> Ends {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                throw LaunchFailure(executable: executable, reason: SystemReason.text())
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return Ends(read: ends[0], write: ends[1])
        }

        /// Closes the ends the child writes to, so reading sees the end of the file when it exits.
        mutating func closeChildEnds() {
            close(output.write)
            close(errorOutput.write)
            output.write = -1
            errorOutput.write = -1
        }

        mutating func closeParentEnds() {
            close(output.read)
            close(errorOutput.read)
            output.read = -1
            errorOutput.read = -1
        }

        /// Everything the child writes to each pipe, read as it arrives until both are closed.
        mutating func drain() -> (output: [UInt8], errorOutput: [UInt8]) {
            var streams: [(descriptor: Int32, bytes: [UInt8])] = [(output.read, []), (errorOutput.read, [])]
            var open = streams.map { _ in true }
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while open.contains(true) {
                var polled = streams.indices.filter { open[$0] }.map {
                    pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0)
                }
                guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
                for entry in polled where entry.revents != 0 {
                    let index = streams.firstIndex { $0.descriptor == entry.fd }!
                    let count = read(entry.fd, &buffer, buffer.count)
                    if count > 0 {
                        streams[index].bytes += buffer[..<count]
                    } else if count == 0 || errno != EINTR {
                        open[index] = false
                    }
                }
            }
            closeParentEnds()
            return (streams[0].bytes, streams[1].bytes)
        }
    }
}
