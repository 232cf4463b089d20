extension String {
    /// The string of `scalars`, appended one by one: `String(String.UnicodeScalarView(slice))`
    /// goes through the standard library's unspecialised `append(contentsOf:)`, whose generic
    /// set-up at run time is a measurable part of a short command (docs/benchmarks.md, Start-up).
    package init(scalars: ArraySlice<Unicode.Scalar>) {
        var view = String.UnicodeScalarView()
        for scalar in scalars { view.append(scalar) }
        self.init(view)
    }
}
