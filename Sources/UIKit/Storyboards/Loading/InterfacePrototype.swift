/// A prototype cell of a storyboard's table or collection view: the element a table or
/// collection view makes a new cell from each time it dequeues one under the prototype's reuse
/// identifier, as UIKit does with the nib a storyboard registers for each prototype.
///
/// Each cell is a build of its own: its subviews, constraints and outlets (to views inside the
/// cell) are made and connected, then `awakeFromNib` runs, as for a registered nib.
@MainActor
struct InterfacePrototype {
  let element: InterfaceElement
  let document: InterfaceDocument
  let bundle: Bundle?
  let storyboard: UIStoryboard?

  /// The prototype of `element`, in the file `build` reads.
  init(_ element: InterfaceElement, of build: NibBuild) {
    self.element = element
    document = build.document
    bundle = build.bundle
    storyboard = build.storyboard
  }

  /// A new cell made from the prototype; an error in it raises, as loading the file would.
  func make() -> UIView? {
    let build = NibBuild(document: document, bundle: bundle, storyboard: storyboard)
    let view = build.makeView(element)
    build.finish()
    if let failure = build.failure {
      UIKitException.raise(failure.name, failure.reason)
      return nil
    }
    return view
  }
}
