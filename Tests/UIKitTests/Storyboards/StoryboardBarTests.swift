import Testing
import UIKit
import UIKitTestSupport

/// Toolbars, navigation bars and tab bars placed in a storyboard's view: they load as the bars
/// themselves with their items, set up as bars made in code, the large content viewer's long
/// press included.
@Suite("Storyboards: bars placed in a view", .uiTest)
@MainActor
struct StoryboardBarTests {
  private static let bars = """
    <toolbar opaque="NO" contentMode="scaleToFill" id="tb">
      <rect key="frame" x="0.0" y="800" width="390" height="44"/>
      <items>
        <barButtonItem title="Edit" id="tb-1"/>
        <barButtonItem systemItem="flexibleSpace" id="tb-2"/>
        <barButtonItem title="Share" style="done" id="tb-3"/>
      </items>
    </toolbar>
    <navigationBar contentMode="scaleToFill" id="nb">
      <rect key="frame" x="0.0" y="47" width="390" height="44"/>
      <items>
        <navigationItem title="Inbox" id="nb-1">
          <barButtonItem key="rightBarButtonItem" title="Add" id="nb-2"/>
        </navigationItem>
      </items>
    </navigationBar>
    <tabBar contentMode="scaleToFill" id="tab">
      <rect key="frame" x="0.0" y="700" width="390" height="49"/>
      <items>
        <tabBarItem title="Mail" id="tab-1"/>
        <tabBarItem systemItem="favorites" id="tab-2"/>
      </items>
    </tabBar>
    """

  private func loadBars() -> [UIView] {
    let storyboard = StoryboardFixtures.storyboard(
      xml: StoryboardFixtures.document(
        StoryboardFixtures.scene(id: "s", identifier: "bars", subviews: Self.bars)))
    return storyboard.instantiateViewController(withIdentifier: "bars").view.subviews
  }

  @Test("each bar loads as itself, with its items")
  func barsAndItems() {
    let bars = loadBars()

    let toolbar = bars.first as? UIToolbar
    let navigationBar = bars.dropFirst().first as? UINavigationBar
    let tabBar = bars.last as? UITabBar
    #expect(toolbar?.items?.count == 3)
    #expect(toolbar?.items?.first?.title == "Edit")
    #expect(toolbar?.items?.last?.title == "Share")
    #expect(toolbar?.items?.last?.style == .done)
    #expect(navigationBar?.topItem?.title == "Inbox")
    #expect(navigationBar?.topItem?.rightBarButtonItem?.title == "Add")
    #expect(tabBar?.items?.map { $0.title ?? "-" } == ["Mail", "Favorites"])
  }

  @Test("each bar has the large content viewer's interaction, as bars made in code")
  func largeContentViewer() {
    let bars = loadBars()
    let madeInCode: [UIView] = [UIToolbar(), UINavigationBar(), UITabBar()]

    func viewers(_ bar: UIView) -> Int {
      bar.interactions.filter { $0 is UILargeContentViewerInteraction }.count
    }
    #expect(bars.map(viewers) == [1, 1, 1])
    #expect(madeInCode.map(viewers) == [1, 1, 1])
  }
}
