/// The gesture physics of the motion page: a settle carrying a flick's speed (and the cap that
/// holds it), the rubber band, projection and coast, each plotted from `SpringSolution`.
struct GesturePlots {
    /// The plot on the motion page that shows a foundation section, if any.
    static func anchor(forSection name: String) -> String? {
        switch name {
        case "tiers": "tiers"
        case "roles": "roles"
        case "velocity", "momentum", "flight", "grab": "settle-velocity"
        case "rubberBand": "rubber-band"
        case "projection": "projection"
        case "coast", "coastAnimation": "coast"
        default: nil
        }
    }

    func render() -> String {
        """
        <section aria-labelledby="physics-h" id="physics">
        <h2 id="physics-h">Gesture physics</h2>
        <div class="cards">
        \(settle())
        \(rubberBand())
        \(projection())
        \(coast())
        </div>
        </section>

        """
    }

    private func card(id: String, title: String, text: String, plot: SVGPlot, legend: [(String, String)]) -> String {
        let items = legend.map {
            "<li><span class=\"swatch \($0.0)\" aria-hidden=\"true\"></span>\(HTML.escape($0.1))</li>"
        }.joined()
        return """
            <article class="motion-card wide" id="\(id)" aria-labelledby="\(id)-h">
            <h3 id="\(id)-h"><a href="#\(id)">\(HTML.escape(title))</a></h3>
            <p>\(text)</p>
            \(plot.render())
            <ul class="legend">\(items)</ul>
            </article>
            """
    }

    private func settle() -> String {
        let spring = MotionVocabulary.elastic.spring
        let end = 1.0
        let velocities: [(Double, String)] = [(0, "curve-reference"), (800, "curve-reduced"), (2400, "curve")]
        let series = velocities.map { velocity, style in
            SVGPlot.Series(
                points: (0...160).map { index in
                    let t = end * Double(index) / 160
                    return (
                        t,
                        SpringSolution.settle(
                            after: t, velocity: velocity, from: 0, to: 100, spring: spring, reduced: false
                        ).position
                    )
                }, style: style, label: "released at \(Int(velocity)) pt/s")
        }
        let cap = SpringSolution.velocityCap(springDuration: spring.duration)
        let plot = SVGPlot(
            id: "settle-velocity", title: "settle(velocity:from:to:) on the elastic tier, from 0 to 100 points",
            summary:
                """
                Three settles from 0 to 100 points: released at rest, at 800 and at 2400 points per second; the \
                fastest is held to the velocity cap.
                """,
            xRange: 0...end, yRange: 0...130, xLabel: "seconds", yLabel: "points",
            series: series,
            guides: MotionPage.timeGuides(until: end) + [
                .init(value: 0, label: "0", isVertical: false),
                .init(value: 100, label: "100", isVertical: false, isEmphasized: true)
            ])
        return card(
            id: "settle-velocity", title: "settle with velocity",
            text:
                """
                A release carries the finger's speed into the spring, in distances per second, held to 1.5 × 2π / \
                duration 
                """
                    + """
                    (\(SpringSampler.number(cap, decimals: 2)) for the elastic tier), so a hard flick adds a little \
                    overshoot rather than a slingshot.
                    """,
            plot: plot, legend: velocities.map { ($0.1, "released at \(Int($0.0)) pt/s") })
    }

    private func rubberBand() -> String {
        let limit = 80.0
        let end = 400.0
        let banded = (0...100).map { index -> (Double, Double) in
            let pull = end * Double(index) / 100
            return (pull, SpringSolution.rubberBand(pull, limit: limit))
        }
        let plot = SVGPlot(
            id: "rubber-band", title: "rubberBand(_:limit: 80): travel against pull",
            summary:
                """
                Travel grows ever more slowly with the pull and never reaches the limit of 80 points; 400 points of \
                pull travel 59.
                """,
            xRange: 0...end, yRange: 0...100, xLabel: "pull (points)", yLabel: "travel",
            series: [
                .init(points: [(0, 0), (100, 100)], style: "curve-reference", label: "no resistance"),
                .init(points: banded, style: "curve", label: "banded")
            ],
            guides: [.init(value: limit, label: "80", isVertical: false, isEmphasized: true)]
                + stride(from: 100.0, through: end, by: 100).map {
                    .init(value: $0, label: "\(Int($0))", isVertical: true)
                })
        return card(
            id: "rubber-band", title: "rubber band",
            text: "Past a limit, travel is (1 − 1 / (pull × 0.55 / limit + 1)) × limit: the scroll view's edge curve.",
            plot: plot, legend: [("curve", "banded, limit 80"), ("curve-reference", "without resistance")])
    }

    private func projection() -> String {
        let end = 3000.0
        let rates: [(Double, String)] = [(0.99, "curve"), (0.998, "curve-reduced")]
        let series = rates.map { rate, style in
            SVGPlot.Series(
                points: (0...60).map { index in
                    let velocity = end * Double(index) / 60
                    return (velocity, SpringSolution.project(0, velocity: velocity, decelerationRate: rate))
                }, style: style, label: "deceleration \(rate)")
        }
        let plot = SVGPlot(
            id: "projection", title: "project(_:velocity:decelerationRate:): where a flick would coast to",
            summary:
                """
                Distance coasted against release velocity: 0.99 (detents) coasts 99 points per 1000 points per \
                second, 0.998 (a scroll view) 499.
                """,
            xRange: 0...end, yRange: 0...1500, xLabel: "velocity (pt/s)", yLabel: "distance",
            series: series,
            guides: stride(from: 1000.0, through: end, by: 1000).map {
                .init(value: $0, label: "\(Int($0))", isVertical: true)
            }
                + [
                    .init(value: 500, label: "500", isVertical: false),
                    .init(value: 1000, label: "1000", isVertical: false)
                ])
        return card(
            id: "projection", title: "projection",
            text: "Pick the detent nearest to where the flick would coast, not to where the finger let go.",
            plot: plot, legend: rates.map { ($0.1, "deceleration rate \($0.0)") })
    }

    private func coast() -> String {
        let end = 2.0
        let rates: [(Double, String)] = [(0.998, "curve"), (0.99, "curve-reduced")]
        let series = rates.map { rate, style in
            SVGPlot.Series(
                points: (0...100).map { index in
                    let t = end * Double(index) / 100
                    return (t, SpringSolution.coastPosition(from: 0, velocity: 1000, after: t, decelerationRate: rate))
                }, style: style, label: "deceleration \(rate)")
        }
        let plot = SVGPlot(
            id: "coast", title: "coastPosition(from:velocity:after:): a coast at 1000 pt/s",
            summary:
                """
                Position over time of a coast leaving at 1000 points per second: it decays exponentially toward 499.5 \
                points at 0.998 and 99.5 at 0.99.
                """,
            xRange: 0...end, yRange: 0...600, xLabel: "seconds", yLabel: "points",
            series: series,
            guides: MotionPage.timeGuides(until: end) + [.init(value: 500, label: "500", isVertical: false)])
        return card(
            id: "coast", title: "coast",
            text:
                """
                A coast keeps the deceleration rate of its speed every millisecond; <code>PieceMotion.coast()</code> \
                animates 
                """
                    + "exactly this decay as a critically damped spring.",
            plot: plot, legend: rates.map { ($0.1, "deceleration rate \($0.0)") })
    }
}
