import Testing
import UIKit
import UIKitTestSupport

// Through the public API only, as an app writes it: a plain `import UIKit`.

@Suite("Visual Format Language: NSLayoutConstraint.constraints(withVisualFormat:…)", .uiTest)
@MainActor
struct VisualFormatTests {
  let window = TestApplication.makeWindow(root: UIViewController())
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

  init() {
    window.rootViewController?.view.addSubview(container)
  }

  private func views(_ names: String...) -> [String: UIView] {
    var views: [String: UIView] = [:]
    for name in names {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      views[name] = view
    }
    return views
  }

  private func lay(
    _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, _ views: [String: UIView]
  ) {
    for format in formats {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
    container.layoutIfNeeded()
  }

  @Test("edges, fixed spacing, a fixed width and flush views lay out a row")
  func row() {
    let views = views("a", "b", "c")

    lay(["H:|-10-[a(50)]-20-[b][c(==a)]-10-|", "V:|[a]|", "V:|[b]|", "V:|[c]|"], views)

    #expect(views["a"]?.frame == CGRect(x: 10, y: 0, width: 50, height: 200))
    #expect(views["b"]?.frame == CGRect(x: 80, y: 0, width: 160, height: 200))
    #expect(views["c"]?.frame == CGRect(x: 240, y: 0, width: 50, height: 200))
  }

  @Test("standard spacing is 8 points between views and the layout margins at the edges")
  func standardSpacing() {
    let views = views("a", "b")
    container.layoutMargins = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 14)
    // Matches UIKit: margin attributes are the margins guide's edges, which are otherwise
    // inset from the safe area under the status bar.
    container.insetsLayoutMarginsFromSafeArea = false

    lay(["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"], views)

    #expect(views["a"]?.frame == CGRect(x: 12, y: 5, width: 133, height: 190))
    #expect(views["b"]?.frame == CGRect(x: 153, y: 5, width: 133, height: 190))
  }

  @Test("relations, priorities and metrics in predicates; several predicates in one list")
  func predicates() {
    let views = views("a", "b")

    lay(
      ["H:|-(margin)-[a(>=40,<=wide@750)]-(>=gap@priority)-[b(30)]-(margin)-|", "V:[a(20)]"],
      metrics: ["margin": 5, "wide": 100.0, "gap": CGFloat(10), "priority": 500], views)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a(>=40,<=100@750)]", options: [], metrics: nil, views: views)

    #expect(views["a"]?.frame.minX == 5)
    #expect(views["a"]?.frame.width == 100)
    #expect(views["b"]?.frame.maxX == 295)
    #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(constraints.map(\.priority) == [.required, .defaultHigh])
    #expect(constraints.allSatisfy { $0.firstAttribute == .width && $0.secondItem == nil })
  }

  @Test("vertical formats stack views from the top; the constraints come back inactive")
  func vertical() {
    let views = views("top", "bottom")

    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[top(40)]-10-[bottom]|", options: [], metrics: nil, views: views)
    lay(["H:|[top]|", "H:|[bottom]|"], views)
    NSLayoutConstraint.activate(made)
    container.layoutIfNeeded()

    #expect(made.count == 4)
    #expect(made.allSatisfy { $0.isActive })
    #expect(views["top"]?.frame == CGRect(x: 0, y: 20, width: 300, height: 40))
    #expect(views["bottom"]?.frame == CGRect(x: 0, y: 70, width: 300, height: 130))
  }

  @Test("a spacing constraint relates the later item to the earlier one, UIKit's way round")
  func constraintShape() {
    let views = views("a", "b")

    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a]-12-[b]-|", options: [], metrics: nil, views: views)

    #expect(made.count == 2)
    #expect(made[0].firstItem === views["b"] && made[0].firstAttribute == .leading)
    #expect(made[0].secondItem === views["a"] && made[0].secondAttribute == .trailing)
    #expect(made[0].constant == 12)
    #expect(made[1].firstItem === container && made[1].firstAttribute == .trailingMargin)
    #expect(made[1].secondItem === views["b"] && made[1].secondAttribute == .trailing)
    #expect(made.allSatisfy { !$0.isActive })
  }

  @Test("alignment options line every view up across the orientation")
  func alignment() {
    let views = views("a", "b", "c")

    lay(["V:|-30-[a(40)]", "V:[b(20)]", "V:[c(60)]"], views)
    lay(["H:|[a(50)][b(50)][c(50)]"], options: .alignAllCenterY, views)

    #expect(views.values.allSatisfy { $0.frame.midY == 50 })
  }

  @Test("left-to-right and right-to-left options use left and right edges")
  func directions() {
    let views = views("a", "b")

    let leftToRight = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a]-[b]", options: .directionLeftToRight, metrics: nil, views: views)
    lay(["H:|[a(100)]-10-[b(50)]", "V:|[a]|", "V:|[b]|"], options: .directionRightToLeft, views)

    #expect(leftToRight.first?.firstAttribute == .left)
    #expect(leftToRight.first?.secondAttribute == .right)
    #expect(views["a"]?.frame == CGRect(x: 200, y: 0, width: 100, height: 200))
    #expect(views["b"]?.frame == CGRect(x: 140, y: 0, width: 50, height: 200))
  }

  @Test(
    "malformed formats raise NSInvalidArgumentException with UIKit's message and a caret",
    arguments: [
      ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
      ("H:|[missing]|", "missing is not a key in the views dictionary.", 4),
      ("H:|[a", "Expected a ']' here. That is how you give the end of a view.", 5),
      ("H:|-gap-[a]", "gap is not a key in the metrics dictionary.", 4),
      ("H:[a(==x)]", "x is not a key in the metrics or views dictionaries.", 7),
      ("H:|-", "Expected a view", 4),
      (
        "H:[a]-(>=8@2000)-[b]", "A priority must be greater than 0 and less than or equal to 1000",
        11
      ),
      ("H:[a]-(8", "Expected ')' or ',' here, in a list of predicates", 8),
      ("H:[a]-8[b]", "Expected '-' here, to end the spacing", 7),
    ])
  func malformed(format: String, message: String, caret: Int) {
    let views = views("a", "b")
    let recorder = ExceptionRecorder()

    let made = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: [], metrics: nil, views: views)
    recorder.stop()

    #expect(made.isEmpty)
    #expect(recorder.names == [.invalidArgumentException])
    #expect(
      recorder.exceptions.first?.reason
        == "Unable to parse constraint format: \n\(message) \n\(format) \n"
        + String(repeating: " ", count: caret) + "^")
  }

  @Test("an alignment along the format's own orientation and a '|' with no superview are refused")
  func refused() {
    let views = views("a", "b")
    let loose = UIView()
    let recorder = ExceptionRecorder()

    _ = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
    _ = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[loose]", options: [], metrics: nil, views: ["loose": loose])
    recorder.stop()

    #expect(
      recorder.exceptions.map(\.reason) == [
        "Unable to parse constraint format: \nOptions mask required views to be aligned on a "
          + "horizontal edge, which is not allowed for layout that is also horizontal. \nH:[a][b]",
        "Unable to parse constraint format: \nUnable to interpret '|' character, because the "
          + "related view doesn't have a superview \nV:|[loose] \n  ^",
      ])
  }
}
