import Testing
import UIKitTestSupport

@testable import QuartzCore
@testable import UIKit

/// Numbered rows with a disclosure chevron, as the list benchmark scrolls them.
private final class NumberedRows: NSObject, UITableViewDataSource {
  var titles = (0..<200).map { "Row \($0)" }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// A display list rebuilt after a change copies what did not change from the last one: a
/// subtree as it was, or moved when only its space moved. These tests compare each such list
/// with the list built afresh, with nothing kept, which must be the same to the last bit.
@Suite("The display list: unchanged subtrees are copied, not rebuilt", .uiTest)
@MainActor
struct DisplayListReuseTests {
  private let rows = NumberedRows()
  private let table = UITableView()

  /// The window's list built with no layer's items kept; what they keep is left as it was.
  private func builtAfresh(_ window: UIWindow) -> DisplayList {
    var kept: [(CALayer, DisplayState.AppendedItems)] = []
    func forget(_ layer: CALayer) {
      kept.append((layer, layer.displayState.appended))
      layer.displayState.appended = DisplayState.AppendedItems()
      layer.sublayers?.forEach(forget)
    }
    forget(window.layer)
    let list = DisplayListBuilder.build(root: window.layer)
    for (layer, appended) in kept { layer.displayState.appended = appended }
    return list
  }

  /// The window's list after each of `frames` scrolls by `step`, and the same built afresh.
  private func scrolledFrames(by step: CGFloat, frames: Int) -> (
    reused: [DisplayList], fresh: [DisplayList], window: UIWindow
  ) {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    let window = showInWindow(table, size: CGSize(width: 320, height: 300))
    var reused: [DisplayList] = []
    var fresh: [DisplayList] = []
    for _ in 0..<frames {
      table.contentOffset.y += step
      UIApplication.shared.advance(by: 1.0 / 60)
      reused.append(window.currentDisplayList)
      fresh.append(builtAfresh(window))
    }
    return (reused, fresh, window)
  }

  @Test("a table scrolled by whole points moves its rows' kept items, as building them gives")
  func scrolledRowsMatchAFreshBuild() throws {
    let (reused, fresh, _) = scrolledFrames(by: 37, frames: 8)

    #expect(reused == fresh)
    let row = try #require(table.visibleCells.first)
    #expect(row.layer.displayState.appended.isKept)
    #expect(row.layer.displayState.appended.isMovable == true)
  }

  @Test("a table scrolled by a third of a point builds its rows again, as it did before")
  func thirdsOfAPointAreBuiltAgain() {
    let (reused, fresh, _) = scrolledFrames(by: 1.0 / 3, frames: 6)

    #expect(reused == fresh)
  }

  @Test("a row whose text changes is built again while the others are moved")
  func changedRowIsRebuilt() throws {
    let window = scrolledFrames(by: 20, frames: 3).window
    let row = try #require(table.visibleCells.dropFirst(2).first)

    row.textLabel?.text = "Changed"
    table.contentOffset.y += 20
    UIApplication.shared.advance(by: 1.0 / 60)
    let reused = window.currentDisplayList

    #expect(reused == builtAfresh(window))
    #expect(
      reused.items.contains {
        if case .text(let run) = $0 { return run.text == "Changed" }
        return false
      })
  }

  @Test("a spinning shape's kept items take each frame's turn, as building them gives")
  func spinningShapesMatchAFreshBuild() throws {
    let window = TestApplication.makeWindow(
      root: UIViewController(), size: CGSize(width: 200, height: 200))
    let shapes = (0..<3).map { index in
      let shape = CAShapeLayer()
      shape.frame = CGRect(x: 20 + 60 * CGFloat(index), y: 40, width: 40, height: 40)
      shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 24), transform: nil)
      shape.strokeColor = UIColor.black.cgColor
      shape.opacity = index == 2 ? 0.5 : 1
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = 2 * CGFloat.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      shape.add(spin, forKey: "spin")
      window.layer.addSublayer(shape)
      return shape
    }
    UIApplication.shared.advance(by: 0)
    var reused: [DisplayList] = []
    var fresh: [DisplayList] = []

    for frame in 0..<8 {
      if frame == 4 { shapes[1].fillColor = UIColor.red.cgColor }
      UIApplication.shared.advance(by: 1.0 / 60)
      reused.append(window.currentDisplayList)
      fresh.append(builtAfresh(window))
    }

    #expect(reused == fresh)
    #expect(shapes.allSatisfy { $0.displayState.appended.placed != nil })
  }
}
