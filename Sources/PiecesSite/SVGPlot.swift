/// A line chart as inline SVG: axes, a few labelled grid lines and one polyline per series, with
/// a `<title>` and `<desc>` so a screen reader hears what the picture shows. Coordinates are
/// written to two decimals, so the same curves give the same bytes.
struct SVGPlot {
    /// One curve.
    struct Series {
        var points: [(x: Double, y: Double)]
        /// The CSS class that colours it (`curve`, `curve-reduced`, `curve-reference`).
        var style: String
        var label: String
    }

    /// A labelled grid line across the plot, at a value of y (horizontal) or x (vertical).
    struct Guide {
        var value: Double
        var label: String
        var isVertical: Bool
        /// The target line is drawn stronger.
        var isEmphasized = false
    }

    var id: String
    var title: String
    var summary: String
    var xRange: ClosedRange<Double>
    var yRange: ClosedRange<Double>
    var xLabel: String
    var yLabel: String
    var series: [Series]
    var guides: [Guide]
    var width = 320.0
    var height = 180.0

    private let left = 40.0, right = 10.0, top = 10.0, bottom = 30.0

    func render() -> String {
        var parts = [
            """
            <svg class=\"plot\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-labelledby=\"\(id)-t \
            \(id)-d\">
            """,
            "<title id=\"\(id)-t\">\(HTML.escape(title))</title>",
            "<desc id=\"\(id)-d\">\(HTML.escape(summary))</desc>"
        ]
        for guide in guides {
            let style = guide.isEmphasized ? "guide target" : "guide"
            if guide.isVertical {
                let x = px(guide.value)
                parts.append(
                    """
                    <line class=\"\(style)\" x1=\"\(n(x))\" y1=\"\(n(top))\" x2=\"\(n(x))\" \
                    y2=\"\(n(height - bottom))\"/>
                    """
                )
                parts.append(
                    """
                    <text class=\"tick\" x=\"\(n(x))\" y=\"\(n(height - bottom + 12))\" \
                    text-anchor=\"middle\">\(HTML.escape(guide.label))</text>
                    """
                )
            } else {
                let y = py(guide.value)
                parts.append(
                    """
                    <line class=\"\(style)\" x1=\"\(n(left))\" y1=\"\(n(y))\" x2=\"\(n(width - right))\" \
                    y2=\"\(n(y))\"/>
                    """
                )
                parts.append(
                    """
                    <text class=\"tick\" x=\"\(n(left - 4))\" y=\"\(n(y + 3))\" \
                    text-anchor=\"end\">\(HTML.escape(guide.label))</text>
                    """
                )
            }
        }
        parts.append(
            """
            <line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(height - bottom))\" x2=\"\(n(width - right))\" \
            y2=\"\(n(height - bottom))\"/>
            """
        )
        parts.append(
            "<line class=\"axis\" x1=\"\(n(left))\" y1=\"\(n(top))\" x2=\"\(n(left))\" y2=\"\(n(height - bottom))\"/>")
        parts.append(
            """
            <text class=\"axis-label\" x=\"\(n((left + width - right) / 2))\" y=\"\(n(height - 4))\" \
            text-anchor=\"middle\">\(HTML.escape(xLabel))</text>
            """
        )
        let middle = n((top + height - bottom) / 2)
        parts.append(
            """
            <text class=\"axis-label\" x=\"10\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 10 \
            \(middle))\">\(HTML.escape(yLabel))</text>
            """
        )
        for curve in series {
            let coordinates = curve.points.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
            parts.append(
                """
                <polyline class=\"\(curve.style)\" \
                points=\"\(coordinates)\"><title>\(HTML.escape(curve.label))</title></polyline>
                """
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func px(_ x: Double) -> Double {
        left + (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * (width - left - right)
    }

    private func py(_ y: Double) -> Double {
        let clamped = min(max(y, yRange.lowerBound), yRange.upperBound)
        return top + (yRange.upperBound - clamped) / (yRange.upperBound - yRange.lowerBound) * (height - top - bottom)
    }

    private func n(_ value: Double) -> String { SpringSampler.number(value, decimals: 2) }
}
