import Testing
import UIKit
import UIKitTestSupport

/// A settings screen as iOS code writes one: an inset-grouped table filling the controller's
/// view, which is not itself the table.
private final class SettingsController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    table.frame = view.bounds
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    table.dataSource = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    cell.textLabel?.text = "Setting \(indexPath.row)"
    return cell
  }
}

@Suite("A pushed scroll view slides in laid out for the bars it comes to rest under", .uiTest)
@MainActor
struct PushedScrollViewInsetTests {
  let clock = ManualClock()
  private let windows = WindowHolder()

  /// The first row's frame in the window, from the model layers: the slide moves the view by a
  /// transform or its presentation only, so this is where the row is laid out.
  private func firstRow(of controller: SettingsController) throws -> CGRect {
    let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    return cell.convert(cell.bounds, to: nil)
  }

  /// Matches iOS: the arriving controller's view gets the frame and safe area of the bar it
  /// comes to rest under before the slide starts, even when the bar changes height with the
  /// push (a large title giving way to an inline one), so its rows only slide across.
  @Test(
    "the incoming table has its final frame, safe area and content inset before the slide",
    arguments: [true, false])
  func rowsSlideInAtTheirFinalPlace(extendsUnderTheBar: Bool) throws {
    let list = UIViewController()
    list.navigationItem.largeTitleDisplayMode = .always
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
    let settings = SettingsController()
    settings.navigationItem.largeTitleDisplayMode = .never
    if !extendsUnderTheBar { settings.edgesForExtendedLayout = [] }

    navigation.pushViewController(settings, animated: true)
    clock.tick(frames: 2)
    // What is on screen: the slide moves the view across only, and nothing scrolls the table.
    let shown = (
      settings.view.layer.presentation()?.frame.minY,
      settings.table.layer.presentation()?.bounds.origin
    )
    let during = (
      try firstRow(of: settings), settings.view.frame.minY, settings.table.adjustedContentInset,
      settings.table.contentOffset
    )
    clock.advance(by: 1)
    let rest = (
      try firstRow(of: settings), settings.view.frame.minY, settings.table.adjustedContentInset,
      settings.table.contentOffset
    )

    #expect(rest.2.top == (extendsUnderTheBar ? 68 : 0))
    #expect(during.1 == rest.1)
    #expect(during.2 == rest.2)
    #expect(during.3 == rest.3)
    #expect(during.0.minY == rest.0.minY)
    #expect(shown.0 == rest.1)
    #expect(shown.1 == rest.3)
  }
}
