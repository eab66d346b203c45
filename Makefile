# The two commands: `make demo` and `make test`. Each installs what is missing, then runs.

SWIFT ?= swift
BUILD_PACKAGES := libsdl2-dev libsdl2-ttf-dev libfreetype-dev libharfbuzz-dev libturbojpeg0-dev \
	libcairo2-dev libpng-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
# jq: .ci/check-core-seam reads SwiftPM's description of the package with it.
LINT_PACKAGES := jq
TEST_PACKAGES := xvfb xauth x11-apps xdotool
# ffmpeg: benchmark 10 records while it measures pacing. F5 and UIKIT_RECORD in an app use it
# when it is installed and write PNG frames when it is not, so `make demo` does not require it.
BENCH_PACKAGES := python3 python3-kiwisolver ffmpeg
LINT_PATHS := Package.swift Sources Plugins Tests Demo Assets Examples/UserPath/Package.swift \
	Examples/UserPath/Sources Examples/UserPath/Tests Examples/PortFromIOS/Package.swift \
	Examples/PortFromIOS/Sources Examples/PortFromIOS/Tests
USER_PATH := Examples/UserPath
PORT_EXAMPLE := Examples/PortFromIOS
PORTED_EXAMPLE := Examples/PortFromIOS.ported

.PHONY: demo test lint docs bench fuzz soak user-path port-example port-libraries setup-build \
	setup-test clean

## Build and open the demo window (offscreen with a PNG when there is no display).
demo: setup-build
	$(SWIFT) build --product Demo
	.build/debug/Demo

## Lint, then run every test headless; the X11 window tests run under xvfb-run. `-noreset`:
## Xvfb otherwise resets when its last client (a test window, xdotool) disconnects, and a
## window opened during the reset fails to connect.
test: setup-test lint docs
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --skip-build --skip "X11WindowTests|DemoEndToEndTests"
	xvfb-run -a -s "-screen 0 1024x768x24 -noreset" $(SWIFT) test --skip-build --filter "X11WindowTests|DemoEndToEndTests"
	$(MAKE) user-path
	$(MAKE) port-example

## The user-path package: this package as a user's package depends on it, public products only,
## built in its own .build (a few minutes the first time). Its UI tests (UserAppUITests) launch
## its app with XCUIAutomation, under an Xvfb of their own. Its app must not link Testing,
## XCTest or XCUIAutomation. UIKit is built first on purpose: swift-snapshot-testing then finds
## it (`#if canImport(UIKit)`) and must import it without this package's C modules on its
## search path.
user-path: setup-test
	$(SWIFT) build --package-path $(USER_PATH) --target UIKit
	$(SWIFT) build --package-path $(USER_PATH) --build-tests
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --package-path $(USER_PATH) --skip-build
	@if readelf -d $(USER_PATH)/.build/debug/UserApp | grep -E 'lib(Testing|XCTest)'; then \
		echo "UserApp links a testing library"; exit 1; fi
	@if readelf -sW $(USER_PATH)/.build/debug/UserApp | grep -q SwiftSyntax; then \
		echo "UserApp links SwiftSyntax: the porting tool must stay out of apps"; exit 1; fi
	@if readelf -sW $(USER_PATH)/.build/debug/UserApp | grep -q XCUIAutomation; then \
		echo "UserApp links XCUIAutomation: UI testing must stay out of apps"; exit 1; fi

## The porting tool on a user's package. Examples/PortFromIOS is an iOS library as written for
## Apple's UIKit (an @objc optional delegate, #selector target-action, a selector Timer, an
## override of a UIViewController extension method). A copy of it (ignored by git) must fail
## to build for want of the Objective-C runtime, then builds after the command plugin ports it,
## and its tests, unchanged, pass. It shares the user path's .build, which holds UIKit already;
## the plugin adds SwiftSyntax (a few minutes the first time).
port-example: setup-test
	rm -rf $(PORTED_EXAMPLE)
	mkdir -p $(PORTED_EXAMPLE)
	cp -R $(PORT_EXAMPLE)/Package.swift $(PORT_EXAMPLE)/Sources $(PORT_EXAMPLE)/Tests $(PORTED_EXAMPLE)/
	@if $(SWIFT) build --package-path $(PORTED_EXAMPLE) --scratch-path $(USER_PATH)/.build \
		--build-tests >$(PORTED_EXAMPLE)/unported-build.log 2>&1; then \
		echo "port-example: the iOS sources built before porting"; exit 1; fi
	@grep -q "Objective-C interoperability is disabled" $(PORTED_EXAMPLE)/unported-build.log || { \
		cat $(PORTED_EXAMPLE)/unported-build.log; \
		echo "port-example: the unported build failed for another reason"; exit 1; }
	$(SWIFT) package --package-path $(PORTED_EXAMPLE) --scratch-path $(USER_PATH)/.build \
		--allow-writing-to-package-directory port-from-ios
	$(SWIFT) build --package-path $(PORTED_EXAMPLE) --scratch-path $(USER_PATH)/.build --build-tests
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --package-path $(PORTED_EXAMPLE) \
		--scratch-path $(USER_PATH)/.build --skip-build

## The porting tool on real iOS libraries, checked out anywhere (they are not in this repository):
## LIBRARIES="dir …" names the folders of their library targets. Each is built against UIKit as
## iOS had it, ported and built again; a table gives the errors before and after. Not part of
## `make test`: the libraries are not here. VERBOSE=1 prints the remaining diagnostics.
port-libraries: setup-build
	@[ -n "$(LIBRARIES)" ] || { echo 'port-libraries: name the folders, LIBRARIES="dir …"'; exit 64; }
	.ci/port-libraries $(LIBRARIES)

## Formatting and documentation (every public and open declaration has a `///` comment), the
## core/host seam (no SDL in UIKit, QuartzCore or CoreGraphics), then a build of every target
## and test with warnings as errors (Package.swift), then the public API's actor isolation as
## Swift 5 and Swift 6 callers see it.
lint: setup-build
	@.ci/install-packages $(LINT_PACKAGES)
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)
	.ci/check-open-docs
	.ci/check-core-seam
	$(SWIFT) build --build-tests
	.ci/check-swift-modes

## Documentation with DocC (swift-docc-plugin): any warning, such as an unresolved symbol link,
## fails the build. The archives land in .build/plugins/Swift-DocC/outputs/.
docs: setup-build
	$(SWIFT) package generate-documentation --target UIKit --target QuartzCore --target CoreGraphics \
		--target UIKitTestSupport --target XCUIAutomation \
		--warnings-as-errors

## Benchmarks print their figures; they are not part of `make test`.
## The renderer runs offscreen and under Xvfb; the layout solver runs beside kiwisolver; a UI
## test's tap round trip runs against the release Demo.
bench: setup-test
	@.ci/install-packages $(BENCH_PACKAGES)
	$(SWIFT) build -c release --product UIKitBenchmarks
	$(SWIFT) build -c release --product Demo
	$(SWIFT) build -c release --product LayoutBenchmark
	.build/release/UIKitBenchmarks
	.build/release/LayoutBenchmark

## The storyboard fuzzer: damaged storyboards and xibs through the loader, with no crash, hang
## or leak allowed. `make test` runs a short version; FUZZ_CASES and FUZZ_SEED change the run.
FUZZ_CASES ?= 20000
FUZZ_SEED ?= 1
fuzz: setup-build
	$(SWIFT) build -c release --product StoryboardFuzz
	.build/release/StoryboardFuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED)

## Soak the release demo under Xvfb on SDL's default (OpenGL) renderer for about seven minutes:
## pages change every second while the window goes through 110 sizes, then the last 100 again.
## Prints the resident memory at launch and after each phase; fails if it grew more than 10 %
## from the warm-up to the end, if the pages alone grew it more, or if the second pass through
## the sizes grew it more than 10 % over the first. SOAK_WARMUP, SOAK_PAGES (seconds), SOAK_LIMIT (%) and SOAK_DISPLAY change the run.
soak: setup-test
	$(SWIFT) build -c release --product Demo
	.ci/soak .build/release/Demo

setup-build:
	@.ci/install-packages $(BUILD_PACKAGES)

setup-test:
	@.ci/install-packages $(BUILD_PACKAGES) $(TEST_PACKAGES)

clean:
	rm -rf .build out
