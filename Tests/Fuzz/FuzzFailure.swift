#if canImport(Glibc)
import Glibc
#endif

/// Reports a broken invariant and aborts, which libFuzzer records as a crash and saves the input.
///
/// `fatalError` would do the same, but writing the reason to standard error first keeps it in
/// the fuzzer's log next to the saved input's name.
func fuzzFailure(_ reason: String) -> Never {
    let line = "fuzz invariant broken: \(reason)\n"
    _ = line.withCString { fputs($0, stderr) }
    abort()
}
