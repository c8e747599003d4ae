import Foundation

extension DismissalRenderer {
    /// The recorded drag on a slider, and the screen draggable with the mouse, evaluated from the engine's
    /// coefficients.
    func page(_ run: DismissalRun) -> String {
        let bounds = run.scene.bounds
        let margin = SVGRenderer.margin
        let f = { (value: Double) in PreviewNumber.format(value, decimals: 2) }
        let width = Double(bounds.width) + 2 * margin
        let height = Double(bounds.height) + 2 * margin
        let timeline = Self.timeline(run)
        let kind = run.kind == .card ? "card" : "zoom"
        return """
            \(BrowserPage.head(title: "Dragging a \(kind) away — TransitionKit preview"))
            #tk-drawing { display: block; height: calc(100vh - 32px); max-height: 900px; min-height: 480px;
              width: auto; touch-action: none; cursor: grab; user-select: none; }
            #tk-panel { flex: 1; min-width: 320px; max-width: 560px; }
            h1 { font-size: 24px; margin: 8px 0 0; }
            .tk-sub { color: #6c6c70; margin: 0 0 16px; }
            #tk-slider { width: 100%; }
            .tk-row { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
            button { font: inherit; padding: 6px 18px; border-radius: 8px; border: 1px solid #8e8e93; background: #fff; }
            #tk-decision { font-weight: 600; }
            output { display: block; margin-top: 12px; font: 11px/1.3 ui-monospace, Menlo, monospace; color: #6c6c70;
              white-space: pre-wrap; word-break: break-all; }
            </style>
            </head>
            <body>
            <div id="tk-stage">
            <svg id="tk-drawing" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(f(width)) \(f(height))" \
            font-family="-apple-system, Helvetica, Arial, sans-serif">
            \(Self.definitions(run))<g transform="translate(\(f(margin)) \(f(margin)))">
            \(Self.drawing(run, frame: timeline[0].frame, id: "d0"))</g>
            </svg>
            </div>
            <div id="tk-panel">
            <h1>Dragging a \(kind) away</h1>
            <p class="tk-sub">Drag the screen with the mouse and let go: the release policy decides, and the \
            screen settles on springs that start at the pointer's speed. The slider replays the recorded drag \
            (--dismissal) frame by frame, as the device plays it. Dashed: where the screen returns — \
            \(run.scene.sourceFrame == nil ? "" : "in blue, the cell a dismissal lays it onto; ")in grey, the \
            frame a restore brings it back to.</p>
            <input id="tk-slider" type="range" min="0" max="\(timeline.count - 1)" step="1" value="0" \
            aria-label="Frame">
            <div class="tk-row"><button id="tk-play" type="button">Play</button>
            <span id="tk-position"></span></div>
            <p id="tk-decision"></p>
            <output id="tk-state"></output>
            <output id="tk-check"></output>
            </div>
            <script type="application/json" id="tk-data">
            {"coefficients": \(DismissalCoefficients(run).json),
            "recorded": \(json(run))}
            """ + BrowserPage.tail(script: Self.script)
    }
}
