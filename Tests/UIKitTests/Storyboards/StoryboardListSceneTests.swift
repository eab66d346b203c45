import Testing
import UIKit
import UIKitTestSupport

/// A prototype cell a storyboard names, with an outlet to its label.
final class StoryboardFruitCell: UITableViewCell {
  @Outlet var nameLabel: UILabel!
  nonisolated(unsafe) static var awoken = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    Self.awoken += 1
  }
}

/// A table controller that dequeues its storyboard's prototype cells, as iOS code does.
final class StoryboardFruitListController: UITableViewController {
  let fruits = ["Apple", "Banana", "Cherry"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count + 1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.row == fruits.count {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Total", for: indexPath)
      cell.detailTextLabel?.text = "\(fruits.count)"
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
      as! StoryboardFruitCell
    cell.nameLabel.text = fruits[indexPath.row]
    return cell
  }
}

/// A settings screen of static cells, with an outlet to one of their labels.
final class StoryboardSettingsController: UITableViewController {
  @Outlet var versionLabel: UILabel!
}

/// A collection cell a storyboard names, with an outlet to its label.
final class StoryboardPhotoCell: UICollectionViewCell {
  @Outlet var captionLabel: UILabel!
}

/// A collection controller that dequeues its storyboard's prototype cells.
final class StoryboardPhotoGridController: UICollectionViewController {
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 3 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
      as! StoryboardPhotoCell
    cell.captionLabel.text = "Photo \(indexPath.item + 1)"
    return cell
  }
}

/// A section header a storyboard names, with an outlet to its label.
final class StoryboardSectionHeader: UICollectionReusableView {
  @Outlet var titleLabel: UILabel!
}

/// A collection controller whose sections have their storyboard's header, as iOS code
/// dequeues it.
final class StoryboardSectionedGridController: UICollectionViewController {
  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 1 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! StoryboardSectionHeader
    header.titleLabel.text = "Section \(indexPath.section + 1)"
    return header
  }
}

/// A styled table cell as Xcode writes it: `style` is the part after
/// `IBUITableViewCellStyle`, the labels carry `text` and `detail` (when given), and `extra`
/// holds further attributes of the cell (a reuse identifier, an accessory).
private func styledCellXML(
  id: String, style: String, text: String, detail: String? = nil, extra: String = ""
) -> String {
  let detailAttribute = detail.map { _ in " detailTextLabel=\"\(id)d\"" } ?? ""
  let detailLabel =
    detail.map {
      """
                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" \
      insetsLayoutMarginsFromSafeArea="NO" text="\($0)" textAlignment="right" \
      lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
      adjustsFontSizeToFit="NO" id="\(id)d">
                  <rect key="frame" x="240" y="12" width="44" height="20"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  <nil key="textColor"/>
                  <nil key="highlightedColor"/>
                </label>
      """
    } ?? ""
  return """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
    preservesSuperviewLayoutMargins="YES" indentationWidth="10" \(extra) textLabel="\(id)t"\
    \(detailAttribute) style="IBUITableViewCellStyle\(style)" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
    multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" \
    insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)v">
        <rect key="frame" x="0.0" y="0.0" width="293" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" \
    insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" \
    lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
    adjustsFontSizeToFit="NO" id="\(id)t">
            <rect key="frame" x="20" y="12" width="60" height="20"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
          </label>
    \(detailLabel)
        </subviews>
      </tableViewCellContentView>
    </tableViewCell>
    """
}

@Suite("Storyboards: table and collection scenes with prototype and static cells", .uiTest)
@MainActor
struct StoryboardListSceneTests {
  /// A table view controller scene with a custom prototype cell and a styled one, as Xcode
  /// writes it.
  static let prototypes = StoryboardFixtures.document(
    """
    <scene sceneID="p1"><objects>
      <tableViewController storyboardIdentifier="fruit" id="tvc" \
    customClass="StoryboardFruitListController" customModule="UIKitTests" \
    sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
    alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" \
    rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" \
    id="tv">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <color key="backgroundColor" systemColor="systemBackgroundColor"/>
          <prototypes>
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
    preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \
    reuseIdentifier="Fruit" id="fc" customClass="StoryboardFruitCell" customModule="UIKitTests">
              <rect key="frame" x="0.0" y="50" width="320" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
    multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" \
    insetsLayoutMarginsFromSafeArea="NO" tableViewCell="fc" id="fcv">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
    horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" \
    textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
    adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fl">
                    <rect key="frame" x="20" y="11" width="45" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstItem="fl" firstAttribute="leading" \
    secondItem="fcv" secondAttribute="leadingMargin" id="c1"/>
                  <constraint firstItem="fl" firstAttribute="centerY" \
    secondItem="fcv" secondAttribute="centerY" id="c2"/>
                </constraints>
              </tableViewCellContentView>
              <connections>
                <outlet property="nameLabel" destination="fl" id="o1"/>
              </connections>
            </tableViewCell>
    \(styledCellXML(
      id: "tc", style: "Value1", text: "Total", detail: "Detail",
      extra: #"reuseIdentifier="Total" selectionStyle="none" accessoryType="disclosureIndicator""#))
          </prototypes>
          <connections>
            <outlet property="dataSource" destination="tvc" id="ds"/>
            <outlet property="delegate" destination="tvc" id="dl"/>
          </connections>
        </tableView>
      </tableViewController>
    </objects></scene>
    """)

  @Test("prototype cells are registered: each dequeue makes a new cell with its outlets")
  func prototypeCells() throws {
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: Self.prototypes).instantiateViewController(
        withIdentifier: "fruit") as? StoryboardFruitListController)
    let awokenBefore = StoryboardFruitCell.awoken

    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? StoryboardFruitCell }

    #expect(recorder.names.isEmpty)
    #expect(cells.map { $0.nameLabel.text } == ["Apple", "Banana", "Cherry"])
    #expect(cells.map(\.reuseIdentifier) == ["Fruit", "Fruit", "Fruit"])
    #expect(Set(cells.map { ObjectIdentifier($0.nameLabel) }).count == 3)
    #expect(cells.allSatisfy { $0.nameLabel.superview === $0.contentView })
    #expect(cells.first?.nameLabel.frame.minX == cells.first?.contentView.layoutMargins.left)
    #expect(StoryboardFruitCell.awoken - awokenBefore == 3)
    #expect(!warnings.contains("prototype"))
    #expect(!warnings.contains("is not supported"))
    _ = window
  }

  @Test("a styled prototype's labels are the cell's own labels, with its accessory")
  func styledPrototype() throws {
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: Self.prototypes).instantiateViewController(
        withIdentifier: "fruit") as? StoryboardFruitListController)
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)

    let total = try #require(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))

    #expect(total.reuseIdentifier == "Total")
    #expect(total.textLabel?.text == "Total")
    #expect(total.detailTextLabel?.text == "3")
    #expect(total.accessoryType == .disclosureIndicator)
    #expect(total.selectionStyle == .none)
    #expect(total.contentView.subviews.compactMap { $0 as? UILabel }.count == 2)
    _ = window
  }

  @Test("an identifier with no prototype still raises UIKit's dequeue exception")
  func unknownIdentifier() throws {
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: Self.prototypes).instantiateViewController(
        withIdentifier: "fruit") as? UITableViewController)
    controller.loadViewIfNeeded()
    let recorder = ExceptionRecorder()

    _ = controller.tableView.dequeueReusableCell(
      withIdentifier: "Vegetable", for: IndexPath(row: 0, section: 0))

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason.hasPrefix(
        "unable to dequeue a cell with identifier Vegetable") == true)
  }

  @Test("a static table shows exactly its sections and cells, and outlets reach them")
  func staticCells() throws {
    let xml = StoryboardFixtures.document(
      """
      <scene sceneID="s1"><objects>
        <tableViewController storyboardIdentifier="settings" id="stc" \
      customClass="StoryboardSettingsController" customModule="UIKitTests" \
      sceneMemberID="viewController">
          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
      alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" \
      rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" \
      id="stv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <sections>
              <tableViewSection headerTitle="Account" id="sa">
                <cells>
      \(styledCellXML(
        id: "c1", style: "Default", text: "Profile",
        extra: #"accessoryType="disclosureIndicator""#))
      \(styledCellXML(id: "c2", style: "Default", text: "Notifications"))
                </cells>
              </tableViewSection>
              <tableViewSection headerTitle="About" footerTitle="Made on Linux." id="sb">
                <cells>
      \(styledCellXML(
        id: "c3", style: "Value1", text: "Version", detail: "1.0",
        extra: #"selectionStyle="none""#))
                </cells>
              </tableViewSection>
            </sections>
            <connections>
              <outlet property="dataSource" destination="stc" id="sds"/>
              <outlet property="delegate" destination="stc" id="sdl"/>
            </connections>
          </tableView>
          <connections>
            <outlet property="versionLabel" destination="c3d" id="vo"/>
          </connections>
        </tableViewController>
      </objects></scene>
      """)
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: xml).instantiateViewController(withIdentifier: "settings")
        as? StoryboardSettingsController)

    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)
    let table = controller.tableView!
    controller.versionLabel.text = "2.1"

    #expect(recorder.names.isEmpty)
    #expect(table.numberOfSections == 2)
    #expect((0..<2).map { table.numberOfRows(inSection: $0) } == [2, 1])
    #expect(
      table.visibleCells.map { $0.textLabel?.text } == ["Profile", "Notifications", "Version"])
    #expect(table.visibleCells.first?.accessoryType == .disclosureIndicator)
    #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
    #expect(controller.tableView(table, titleForFooterInSection: 1) == "Made on Linux.")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.detailTextLabel?.text == "2.1")
    #expect(!warnings.contains("is not supported"))
    _ = window
  }

  @Test("a collection view controller scene reads its flow layout and prototype cells")
  func collectionScene() throws {
    let xml = StoryboardFixtures.document(
      """
      <scene sceneID="c1"><objects>
        <collectionViewController storyboardIdentifier="photos" id="cvc" \
      customClass="StoryboardPhotoGridController" customModule="UIKitTests" \
      sceneMemberID="viewController">
          <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" \
      contentMode="scaleToFill" dataMode="prototypes" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="8" \
      minimumInteritemSpacing="4" id="fl">
              <size key="itemSize" width="100" height="120"/>
              <size key="headerReferenceSize" width="0.0" height="0.0"/>
              <size key="footerReferenceSize" width="0.0" height="0.0"/>
              <inset key="sectionInset" minX="6" minY="10" maxX="6" maxY="0.0"/>
            </collectionViewFlowLayout>
            <cells>
              <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
      contentMode="center" reuseIdentifier="Photo" id="pc" customClass="StoryboardPhotoCell" \
      customModule="UIKitTests">
                <rect key="frame" x="6" y="10" width="100" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
      multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" \
      id="pcv">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
      text="Caption" textAlignment="center" lineBreakMode="tailTruncation" \
      baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \
      translatesAutoresizingMaskIntoConstraints="NO" id="cap">
                      <rect key="frame" x="0.0" y="99" width="100" height="21"/>
                      <fontDescription key="fontDescription" type="system" pointSize="13"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                    </label>
                  </subviews>
                </collectionViewCellContentView>
                <constraints>
                  <constraint firstAttribute="bottom" secondItem="cap" \
      secondAttribute="bottom" id="k1"/>
                  <constraint firstItem="cap" firstAttribute="leading" secondItem="pc" \
      secondAttribute="leading" id="k2"/>
                  <constraint firstAttribute="trailing" secondItem="cap" \
      secondAttribute="trailing" id="k3"/>
                </constraints>
                <connections>
                  <outlet property="captionLabel" destination="cap" id="co"/>
                </connections>
              </collectionViewCell>
            </cells>
            <connections>
              <outlet property="dataSource" destination="cvc" id="cds"/>
              <outlet property="delegate" destination="cvc" id="cdl"/>
            </connections>
          </collectionView>
        </collectionViewController>
      </objects></scene>
      """)
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: xml).instantiateViewController(withIdentifier: "photos")
        as? StoryboardPhotoGridController)

    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)
    let collectionView = controller.collectionView!
    let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    let cells = collectionView.visibleCells.compactMap { $0 as? StoryboardPhotoCell }

    #expect(recorder.names.isEmpty)
    #expect(collectionView.dataSource === controller)
    #expect(layout?.itemSize == CGSize(width: 100, height: 120))
    #expect(layout?.minimumLineSpacing == 8)
    #expect(layout?.sectionInset == UIEdgeInsets(top: 10, left: 6, bottom: 0, right: 6))
    #expect(cells.map { $0.captionLabel.text } == ["Photo 1", "Photo 2", "Photo 3"])
    #expect(cells.map(\.reuseIdentifier) == ["Photo", "Photo", "Photo"])
    #expect(
      cells.map(\.frame.origin) == [
        CGPoint(x: 6, y: 10), CGPoint(x: 110, y: 10), CGPoint(x: 214, y: 10),
      ])
    #expect(cells.first?.captionLabel.frame.maxY == 120)
    #expect(cells.first?.captionLabel.frame.width == 100)
    #expect(!warnings.contains("is not supported"))
    _ = window
  }

  @Test("a collection view's section header prototype is registered for its kind, with outlets")
  func collectionSectionHeader() throws {
    let xml = StoryboardFixtures.document(
      """
      <scene sceneID="c2"><objects>
        <collectionViewController storyboardIdentifier="sections" id="cvc" \
      customClass="StoryboardSectionedGridController" customModule="UIKitTests" \
      sceneMemberID="viewController">
          <collectionView key="view" dataMode="prototypes" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <collectionViewFlowLayout key="collectionViewLayout" id="fl">
              <size key="itemSize" width="100" height="100"/>
              <size key="headerReferenceSize" width="50" height="40"/>
            </collectionViewFlowLayout>
            <cells>
              <collectionViewCell reuseIdentifier="Photo" id="pc">
                <rect key="frame" x="0.0" y="40" width="100" height="100"/>
              </collectionViewCell>
            </cells>
            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="hv" \
      customClass="StoryboardSectionHeader" customModule="UIKitTests">
              <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
              <subviews>
                <label text="Title" id="ht">
                  <rect key="frame" x="16" y="10" width="200" height="20"/>
                </label>
              </subviews>
              <connections>
                <outlet property="titleLabel" destination="ht" id="hto"/>
              </connections>
            </collectionReusableView>
            <connections>
              <outlet property="dataSource" destination="cvc" id="cds"/>
              <outlet property="delegate" destination="cvc" id="cdl"/>
            </connections>
          </collectionView>
        </collectionViewController>
      </objects></scene>
      """)
    let warnings = WarningLog()
    let recorder = ExceptionRecorder()
    let controller = try #require(
      StoryboardFixtures.storyboard(xml: xml).instantiateViewController(withIdentifier: "sections")
        as? StoryboardSectionedGridController)

    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)
    let collectionView = controller.collectionView!
    let headers = (0..<2).compactMap {
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: $0)) as? StoryboardSectionHeader
    }

    #expect(recorder.names.isEmpty)
    #expect(headers.map { $0.titleLabel.text } == ["Section 1", "Section 2"])
    #expect(headers.map(\.reuseIdentifier) == ["Header", "Header"])
    #expect(headers.map(\.frame.minY) == [0, 140])
    #expect(headers.first !== headers.last)
    #expect(!warnings.contains("is not supported"))
    _ = window
  }
}
