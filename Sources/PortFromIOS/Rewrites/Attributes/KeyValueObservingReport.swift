import SwiftSyntax

/// Reports key-value observing and coding, which need the Objective-C runtime and have no
/// mechanical replacement: what to observe instead depends on what the code watches.
struct KeyValueObservingReport: Rewrite {
  static let construct = "key-value observing"
  static let advice =
    "KVO needs the Objective-C runtime: for a scroll view's offset or zoom use the delegate's "
    + "`scrollViewDidScroll(_:)` / `scrollViewDidZoom(_:)`; for a view's frame or bounds, "
    + "`layoutSubviews()` or `viewDidLayoutSubviews()`; for a property of your own, a `didSet` "
    + "that calls back"

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files where file.mentions("observe") || file.mentions("forKey") {
      let finder = KeyValueObservingFinder()
      finder.walk(file.tree)
      var outcome = RewriteOutcome()
      for (node, what) in finder.found {
        var group = RewriteOutcome()
        group.cannotPort(
          Self.construct, at: file.start(of: node),
          what == .coding
            ? "key-value coding needs the Objective-C runtime: read and write the property "
              + "directly, or switch over the keys your code uses"
            : Self.advice)
        outcome.merge(group)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}
