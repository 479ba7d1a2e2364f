<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Combat Commander</source>
        <translation>O programie Combat Commander</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Combat Commander&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Combat Commander&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Wersja {version}</translation>
    </message>
    <message>
        <source>Version unknown</source>
        <translation>Wersja nieznana</translation>
    </message>
    <message>
        <source>An unofficial, fan-made digital edition of a tactical card-driven wargame, with a scenario designer. The game&apos;s rules and the name Combat Commander belong to their owners; this program is not endorsed by them.</source>
        <translation>Nieoficjalna, fanowska cyfrowa edycja taktycznej gry wojennej napędzanej kartami, z edytorem scenariuszy. Zasady gry i nazwa Combat Commander należą do ich właścicieli; ten program nie jest przez nich zatwierdzony.</translation>
    </message>
    <message>
        <source>Built with the following software:</source>
        <translation>Zbudowano przy użyciu następującego oprogramowania:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Składnik</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencja</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Nie można otworzyć {name}:

{error}</translation>
    </message>
    <message>
        <source>Resume the game of {scenario} you were playing?</source>
        <translation>Wznowić rozpoczętą grę w scenariuszu „{scenario}”?</translation>
    </message>
    <message>
        <source>The game autosaved last time cannot be opened:

{error}

The file is kept as {file}. A new game begins.</source>
        <translation>Nie można otworzyć gry zapisanej automatycznie ostatnim razem:

{error}

Plik zachowano jako {file}. Zaczyna się nowa gra.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Hindrance {hindrance}</source>
        <extracomment>Line colour per verdict: green clear, amber hindered, red blocked. The verdict written at the end of the LOS string on the map (Line of Sight [10]).</extracomment>
        <translation>Przeszkoda {hindrance}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Czysta</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Zablokowana</translation>
    </message>
    <message>
        <source>{a} → {b}: {explanation}</source>
        <translation>{a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Objective {number} [7.3]</source>
        <extracomment>Above every counter, even spread stacks (80 and up), so an Objective&apos;s badge stays in view. Terrain whose art a printed map&apos;s outlines trace: on such a map these hexes get no generated shapes, the outline paths show them instead. False on a map with outlines: the :class:`OutlineArtItem` beneath shows the ground and its hill levels, the hex only adds what the outlines do not trace. The first hex id of the multi-hex building or wood this hex belongs to; all its hexes share a roof colour.</extracomment>
        <translation>Cel {number} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: controlled by the {holder} [7.3]</source>
        <translation>Cel {number}: kontroluje {holder} [7.3]</translation>
    </message>
    <message>
        <source>Objective {number}: nobody&apos;s [7.3]</source>
        <translation>Cel {number}: niczyj [7.3]</translation>
    </message>
    <message>
        <source>{number}: {vp} VP +{secret}</source>
        <extracomment>Tile side in hexes (circumradius units). A press and release further apart than this (in screen pixels) is a drag, not a click. Outline every multi-hex building (the designer); otherwise only those that hold an Objective, which is then the whole building [7.3.1.1]. The least room (KB) for the items&apos; device caches, kept in :class:`QPixmapCache`: Qt&apos;s 10 MB default holds less than one zoomed-in screen of hexes and art tiles, so each repaint would evict and redraw them all. The tiles of the traced art of a printed map (none for a map without outlines). The tooltips of the counters and markers in each hex, top of the stack first. The frames of the counters selected on the board, and their unit ids. Unit ids of each hex&apos;s stack as drawn, bottom first. True: stacks are shown side by side; False: cascaded inside their hex. Each Objective&apos;s VP and holder, drawn above the counters [7.3]. When True a left-button drag draws a LOS string instead of panning the board. The badge above an Objective: its number and the VP its holder gets from the open chits; &quot;+N&quot; adds the VP of the viewer&apos;s own secret chits.</extracomment>
        <translation>{number}: {vp} PZ +{secret}</translation>
    </message>
    <message>
        <source>{number}: {vp} VP</source>
        <translation>{number}: {vp} PZ</translation>
    </message>
    <message>
        <source>Smoke {value}: Hindrance into, out of and through [T94, 10.3.4]</source>
        <translation>Dym {value}: Przeszkoda do, z i przez heks [T94, 10.3.4]</translation>
    </message>
    <message>
        <source>Blaze: impassable, blocks LOS at all levels [T79, 10.2.1]</source>
        <translation>Pożar: nieprzekraczalny, blokuje linię widoczności na wszystkich poziomach [T79, 10.2.1]</translation>
    </message>
    <message>
        <source>Spotting Round of a Fire For Effect [O18.2.1]</source>
        <translation>Strzał wstrzeliwujący ostrzału artyleryjskiego [O18.2.1]</translation>
    </message>
    <message>
        <source>In the Impact area of the Fire For Effect [O18.2.3]</source>
        <translation>W strefie uderzenia ostrzału artyleryjskiego [O18.2.3]</translation>
    </message>
    <message>
        <source>{fortification} [F100]</source>
        <translation>{fortification} [F100]</translation>
    </message>
    <message>
        <source>FP {fp}</source>
        <extracomment>The badge on the target hex of a fire: the FP of the shot, or &quot;target&quot; before it is known.</extracomment>
        <translation>FP {fp}</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cel</translation>
    </message>
    <message>
        <source>FP {fp} → {then}</source>
        <translation>FP {fp} → {then}</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>&amp;Line of sight tool</source>
        <translation>Narzędzie &amp;linii widoczności</translation>
    </message>
    <message>
        <source>&amp;Clear line of sight</source>
        <translation>Wy&amp;czyść linię widoczności</translation>
    </message>
    <message>
        <source>Light palette</source>
        <translation>Jasna paleta</translation>
    </message>
    <message>
        <source>Dark palette</source>
        <translation>Ciemna paleta</translation>
    </message>
    <message>
        <source>Drag from hex to hex to check line of sight (a right-button drag always does) [10.1]</source>
        <translation>Przeciągnij od heksu do heksu, aby sprawdzić linię widoczności (przeciąganie prawym przyciskiem działa zawsze) [10.1]</translation>
    </message>
</context>
<context>
    <name>CardTile</name>
    <message>
        <source> (Order/Action)</source>
        <translation> (Rozkaz/Akcja)</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Akcja: {action}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Wydarzenie: {event}</translation>
    </message>
    <message>
        <source>Dice {white}•{colored}</source>
        <translation>Kości {white}•{colored}</translation>
    </message>
    <message>
        <source>Hex {hex}</source>
        <translation>Heks {hex}</translation>
    </message>
    <message>
        <source>Click to pick this play in the Decision list</source>
        <translation>Kliknij, aby wybrać to zagranie na liście „Decyzja”</translation>
    </message>
    <message>
        <source>Click to see why this card cannot be played now</source>
        <translation>Kliknij, aby zobaczyć, dlaczego tej karty nie można teraz zagrać</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Accept the roll</source>
        <extracomment>Labels of the choices that take no argument (translated when shown).</extracomment>
        <translation>Zaakceptuj rzut</translation>
    </message>
    <message>
        <source>Re-roll (play the Initiative card) [9.1]</source>
        <translation>Przerzuć (zagraj kartę Inicjatywy) [9.1]</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>End the Turn</source>
        <translation>Zakończ Turę</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Naprzód</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Brak celu</translation>
    </message>
    <message>
        <source>Stop moving</source>
        <translation>Zatrzymaj ruch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Fire!</source>
        <translation>Ognia!</translation>
    </message>
    <message>
        <source>Shoot at this hex</source>
        <translation>Strzelaj do tego heksu</translation>
    </message>
    <message>
        <source> (Order/Action Fire)</source>
        <translation> (Rozkaz/Akcja „Ogień”)</translation>
    </message>
    <message>
        <source>#{number} {order}{fire} — Action: {action} — Event: {event}</source>
        <translation>#{number} {order}{fire} — Akcja: {action} — Wydarzenie: {event}</translation>
    </message>
    <message>
        <source>dice {white}•{colored}{trigger} — random hex {hex}</source>
        <translation>kości {white}•{colored}{trigger} — losowy heks {hex}</translation>
    </message>
    <message>
        <source>in {hex}</source>
        <translation>w {hex}</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>{unit} ({kind}, broken)</source>
        <extracomment>Counter colours by nation (close to the colours of their Fate decks [1]). A counter&apos;s tooltip on the map: {kind} is Squad, Team or Leader; broken and unbroken tell which side of the counter is face up [3.2.1].</extracomment>
        <translation>{unit} ({kind}, strona rozbita)</translation>
    </message>
    <message>
        <source>{unit} ({kind}, unbroken)</source>
        <translation>{unit} ({kind}, strona nierozbita)</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}</source>
        <translation>FP {fp}  Zasięg {range}  Ruch {movement}  Morale {morale}</translation>
    </message>
    <message>
        <source>FP {fp}  Range {range}  Movement {movement}  Morale {morale}  Command {command}</source>
        <translation>FP {fp}  Zasięg {range}  Ruch {movement}  Morale {morale}  Dowodzenie {command}</translation>
    </message>
    <message>
        <source>Suppressed: -1 FP, Range, Movement, Morale; no Weapon fire [13.2]</source>
        <translation>Obezwładnienie: -1 do FP, Zasięgu, Ruchu i Morale; bez ognia z Broni [13.2]</translation>
    </message>
    <message>
        <source>Veteran: +1 FP, Range, Movement, Morale [E44.1]</source>
        <translation>Weteran: +1 do FP, Zasięgu, Ruchu i Morale [E44.1]</translation>
    </message>
    <message>
        <source>Carries {weapon} (broken)</source>
        <translation>Broń: {weapon} (uszkodzona)</translation>
    </message>
    <message>
        <source>Carries {weapon}</source>
        <translation>Broń: {weapon}</translation>
    </message>
    <message>
        <source>Activated this Turn [O14.1]</source>
        <translation>Aktywowana w tej Turze [O14.1]</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Suppressed marker, one letter</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>V</source>
        <comment>Veteran marker, one letter</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>Fx</source>
        <comment>Foxholes marker, two letters</comment>
        <translation>St</translation>
    </message>
    <message>
        <source>Tr</source>
        <comment>Trench marker, two letters</comment>
        <translation>Tr</translation>
    </message>
    <message>
        <source>Bk</source>
        <comment>Bunker marker, two letters</comment>
        <translation>Bk</translation>
    </message>
    <message>
        <source>Pb</source>
        <comment>Pillbox marker, two letters</comment>
        <translation>Sb</translation>
    </message>
    <message>
        <source>M</source>
        <comment>Mines marker, one letter</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>W</source>
        <comment>Wire marker, one letter</comment>
        <translation>Z</translation>
    </message>
</context>
<context>
    <name>Decisions</name>
    <message>
        <source>set up</source>
        <extracomment>Each decision kind&apos;s name (translated when shown); a kind not listed is &quot;a decision&quot;.</extracomment>
        <translation>rozstawienie</translation>
    </message>
    <message>
        <source>hand out a Weapon</source>
        <translation>przydział broni</translation>
    </message>
    <message>
        <source>place a Fortification</source>
        <translation>umieszczenie umocnienia</translation>
    </message>
    <message>
        <source>play an Order or pass</source>
        <translation>rozegranie rozkazu lub pas</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>odrzucenie kart</translation>
    </message>
    <message>
        <source>activate units</source>
        <translation>aktywacja oddziałów</translation>
    </message>
    <message>
        <source>move</source>
        <translation>ruch</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>natarcie</translation>
    </message>
    <message>
        <source>pick a target</source>
        <translation>wybór celu</translation>
    </message>
    <message>
        <source>form a fire group</source>
        <translation>grupa ogniowa</translation>
    </message>
    <message>
        <source>Op Fire chance</source>
        <translation>okazja do ognia zaporowego</translation>
    </message>
    <message>
        <source>Action chance</source>
        <translation>okazja do akcji</translation>
    </message>
    <message>
        <source>Light Wounds chance</source>
        <translation>okazja do „Lekkich ran”</translation>
    </message>
    <message>
        <source>re-roll?</source>
        <translation>przerzut?</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Snajper</translation>
    </message>
    <message>
        <source>order of Defense rolls</source>
        <translation>kolejność rzutów obrony</translation>
    </message>
    <message>
        <source>order of Rally Rolls</source>
        <translation>kolejność rzutów zbiórki</translation>
    </message>
    <message>
        <source>order of Rout Rolls</source>
        <translation>kolejność rzutów ucieczki</translation>
    </message>
    <message>
        <source>whom the Rout activates</source>
        <translation>kogo aktywuje „Ucieczka”</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Odwrót</translation>
    </message>
    <message>
        <source>order of Melees</source>
        <translation>kolejność walk wręcz</translation>
    </message>
    <message>
        <source>overstacked hex</source>
        <translation>przepełniony heks</translation>
    </message>
    <message>
        <source>a decision</source>
        <translation>decyzja</translation>
    </message>
    <message>
        <source>play another Order or end the Turn</source>
        <extracomment>A Turn after its first Order, and one whose every Order is given (public counts [5]).</extracomment>
        <translation>rozegranie kolejnego rozkazu lub zakończenie Tury</translation>
    </message>
    <message>
        <source>end the Turn</source>
        <translation>zakończenie Tury</translation>
    </message>
    <message>
        <source>{decision} at {hex}</source>
        <translation>{decision} w {hex}</translation>
    </message>
</context>
<context>
    <name>Designer</name>
    <message>
        <source>Cannot load the game&apos;s content:

{error}</source>
        <translation>Nie można wczytać zawartości gry:

{error}</translation>
    </message>
</context>
<context>
    <name>DesignerNames</name>
    <message>
        <source>Clear</source>
        <extracomment>Qt&apos;s marker of a text for ``pyside6-lupdate`` (it returns the text as it is), typed. The designer says &quot;Clear&quot; where the game says &quot;Clear hexside&quot;: the combo is of hexsides.</extracomment>
        <translation>Otwarta</translation>
    </message>
    <message>
        <source>Top</source>
        <extracomment>A side&apos;s friendly map edge.</extracomment>
        <translation>Góra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Prawa</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Dół</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Lewa</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>The kinds of piece of an order of battle.</extracomment>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>Radio</source>
        <translation>Radio</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortyfikacja</translation>
    </message>
</context>
<context>
    <name>DesignerTools</name>
    <message>
        <source>Pan</source>
        <extracomment>The colour each side&apos;s setup zone is drawn and summed up in. The file in the user&apos;s data folder where a game played from the designer is autosaved. The file in the user&apos;s data folder where a playtest from the designer is autosaved (each playtest is a new game: the one before is kept among the old autosaves). The folder of the user&apos;s data where a playtest&apos;s draft (scenario and map) is written. The window&apos;s title in English (``cc-designer`` uses it before any window is open). The board tools: id, button text, tooltip (English, translated where shown in the ``DesignerTools`` context).</extracomment>
        <translation>Przesuwanie</translation>
    </message>
    <message>
        <source>Drag to move the board; right-drag shows line of sight</source>
        <translation>Przeciągnij, aby przesunąć planszę; przeciąganie prawym przyciskiem pokazuje linię widoczności</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Paint the chosen terrain: click or drag across hexes</source>
        <translation>Maluj wybrany teren: kliknij heksy lub przeciągnij po nich</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Wypełnienie</translation>
    </message>
    <message>
        <source>Give the chosen terrain to the clicked hex and every joined hex like it</source>
        <translation>Nadaj wybrany teren klikniętemu heksowi i każdemu połączonemu z nim heksowi tego samego rodzaju</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Set the hill level of the hexes you click or drag over [T88]</source>
        <translation>Ustaw poziom wzgórza heksów, które klikasz lub po których przeciągasz [T88]</translation>
    </message>
    <message>
        <source>Road/Trail/Rail</source>
        <translation>Droga/Ścieżka/Tory</translation>
    </message>
    <message>
        <source>Draw the chosen feature across hexes (Shift or Erase removes it) [T92, T93, T96]</source>
        <translation>Rysuj wybrany element przez heksy (Shift lub „Wymaż” go usuwa) [T92, T93, T96]</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Krawędź heksu</translation>
    </message>
    <message>
        <source>Click near a hexside to draw the chosen feature on it (or clear it)</source>
        <translation>Kliknij w pobliżu krawędzi heksu, aby narysować na niej wybrany element (lub ją wyczyścić)</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen Objective there; click it again to clear it [2.3]</source>
        <translation>Kliknij heks, aby umieścić tam wybrany Cel; kliknij ponownie, aby go usunąć [2.3]</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Drag across Building hexes to make them one building; click a hex (or Shift / Erase) to take it out of its building [7.3.1.1]</source>
        <translation>Przeciągnij przez heksy Budynku, by połączyć je w jeden budynek; kliknięcie heksu (lub Shift / Wymaż) wyjmuje go z budynku [7.3.1.1]</translation>
    </message>
    <message>
        <source>Place pieces</source>
        <translation>Rozmieść żetony</translation>
    </message>
    <message>
        <source>Click hexes to place the pieces of the selected order-of-battle row of the chosen side</source>
        <translation>Klikaj heksy, aby rozmieścić żetony z wybranego wiersza składu sił wybranej strony</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Heksy rozstawienia</translation>
    </message>
    <message>
        <source>Click hexes to add them to (or take them from) a side&apos;s setup zone</source>
        <translation>Klikaj heksy, aby dodać je do strefy rozstawienia strony (lub je z niej usunąć)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Zaznaczanie</translation>
    </message>
    <message>
        <source>Drag to select a rectangle of hexes (Ctrl: add the hexes brushed over) to copy, paste or move with the Map menu</source>
        <translation>Przeciągnij, aby zaznaczyć prostokąt heksów (z Ctrl: dodaj heksy, po których przeciągniesz pędzlem), i kopiuj, wklejaj lub przesuwaj je z menu Mapa</translation>
    </message>
    <message>
        <source>Outlines</source>
        <translation>Kontury</translation>
    </message>
    <message>
        <source>Show the traced outlines of the map&apos;s art: click one to select it (Delete removes it), drag its vertices to move them, double-click a vertex to remove it or an edge to add one [10.1]</source>
        <translation>Pokaż obrysowane kontury rysunku mapy: kliknij kontur, aby go zaznaczyć (Delete go usuwa), przeciągaj jego wierzchołki, aby je przesunąć, dwuklik na wierzchołku go usuwa, a na krawędzi dodaje nowy [10.1]</translation>
    </message>
</context>
<context>
    <name>DesignerWindow</name>
    <message>
        <source>(nothing)</source>
        <extracomment>The hex last clicked with the Outlines tool (Regenerate hex when the mouse is off the board). Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>(nic)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Brush size</source>
        <translation>Rozmiar pędzla</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Krawędź heksu</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Strona</translation>
    </message>
    <message>
        <source>Nobody</source>
        <extracomment>Each side&apos;s setup zone summed up: its room against its pieces (see _show_zones).</extracomment>
        <translation>Nikt</translation>
    </message>
    <message>
        <source>Objective {number} held by</source>
        <translation>Kto kontroluje Cel {number}</translation>
    </message>
    <message>
        <source>Objective {number} control</source>
        <translation>Kontrola Celu {number}</translation>
    </message>
    <message>
        <source>Id (file name)</source>
        <translation>Identyfikator (nazwa pliku)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identyfikator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Scenario number (0: none)</source>
        <translation>Numer scenariusza (0: brak)</translation>
    </message>
    <message>
        <source>Scenario number</source>
        <translation>Numer scenariusza</translation>
    </message>
    <message>
        <source>Date (YYYY-MM-DD)</source>
        <translation>Data (RRRR-MM-DD)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Rok</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Initiative at start</source>
        <translation>Inicjatywa na początku</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Inicjatywa</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Pierwsza Tura</translation>
    </message>
    <message>
        <source>Sets up first</source>
        <translation>Pierwsza się rozstawia</translation>
    </message>
    <message>
        <source>Both at once</source>
        <translation>Obie naraz</translation>
    </message>
    <message>
        <source>Time start</source>
        <translation>Początkowe pole Czasu</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Pole Nagłej śmierci</translation>
    </message>
    <message>
        <source>Sudden Death</source>
        <translation>Nagła śmierć</translation>
    </message>
    <message>
        <source>Starting VP lead</source>
        <translation>Początkowa przewaga w PZ</translation>
    </message>
    <message>
        <source>Starting VP side</source>
        <translation>Strona z początkowymi PZ</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Początkowe PZ</translation>
    </message>
    <message>
        <source>Mine strength</source>
        <translation>Siła min</translation>
    </message>
    <message>
        <source>Open Objective chits</source>
        <translation>Odkryte żetony Celów</translation>
    </message>
    <message>
        <source>Open chits</source>
        <translation>Odkryte żetony</translation>
    </message>
    <message>
        <source>Chits not used</source>
        <translation>Nieużywane żetony</translation>
    </message>
    <message>
        <source>Excluded chits</source>
        <translation>Wykluczone żetony</translation>
    </message>
    <message>
        <source>Random open chits</source>
        <translation>Losowe odkryte żetony</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Zasady specjalne</translation>
    </message>
    <message>
        <source>Briefing</source>
        <translation>Odprawa</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Tło historyczne</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Recent files</source>
        <translation>Ostatnie &amp;pliki</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>O&amp;utlines</source>
        <translation>&amp;Kontury</translation>
    </message>
    <message>
        <source>Dra&amp;w a new outline</source>
        <translation>&amp;Narysuj nowy kontur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Nowy scenariusz…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>Save as &amp;draft</source>
        <translation>Zapisz jako &amp;szkic</translation>
    </message>
    <message>
        <source>&amp;Play this scenario</source>
        <translation>&amp;Graj w ten scenariusz</translation>
    </message>
    <message>
        <source>Play&amp;test against the computer…</source>
        <translation>&amp;Testowa gra z komputerem…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Delete the selected outline</source>
        <translation>&amp;Usuń zaznaczony kontur</translation>
    </message>
    <message>
        <source>&amp;Regenerate the outlines of the hex under the mouse</source>
        <translation>&amp;Odtwórz kontury heksu pod kursorem</translation>
    </message>
    <message>
        <source>&amp;Generate outlines from the terrain</source>
        <translation>&amp;Generuj kontury z terenu</translation>
    </message>
    <message>
        <source>&amp;Woods</source>
        <translation>&amp;Las</translation>
    </message>
    <message>
        <source>Building &amp;roofs</source>
        <translation>&amp;Dachy budynków</translation>
    </message>
    <message>
        <source>&amp;Brush</source>
        <translation>&amp;Zarośla</translation>
    </message>
    <message>
        <source>&amp;Field</source>
        <translation>&amp;Pole</translation>
    </message>
    <message>
        <source>&amp;Marsh</source>
        <translation>&amp;Bagno</translation>
    </message>
    <message>
        <source>&amp;Orchard trees</source>
        <translation>&amp;Drzewa sadu</translation>
    </message>
    <message>
        <source>Hill level &amp;{level}</source>
        <translation>Poziom wzgórza &amp;{level}</translation>
    </message>
    <message>
        <source>1: one hex; 2: with its neighbours; 3: two rings (Terrain, Elevation, Select)</source>
        <translation>1: jeden heks; 2: z sąsiadami; 3: dwa pierścienie (Teren, Wysokość, Zaznaczanie)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Narzędzia</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Wymaż</translation>
    </message>
    <message>
        <source>Axis forces</source>
        <translation>Siły Osi</translation>
    </message>
    <message>
        <source>Allied forces</source>
        <translation>Siły Aliantów</translation>
    </message>
    <message>
        <source>Every problem at once; click one to go to its hex or field</source>
        <translation>Wszystkie problemy naraz; kliknij jeden, aby przejść do jego heksu lub pola</translation>
    </message>
    <message>
        <source>&amp;Undo {edit}</source>
        <translation>&amp;Cofnij: {edit}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo {edit}</source>
        <translation>&amp;Ponów: {edit}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Problemy ({count})</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>Time {spaces}</source>
        <translation>Czas {spaces}</translation>
    </message>
    <message>
        <source>Allied zone</source>
        <translation>Strefa — Alianci</translation>
    </message>
    <message>
        <source>Axis zone</source>
        <translation>Strefa — Oś</translation>
    </message>
    <message>
        <source>{zone}: a hex id is wrong</source>
        <translation>{zone}: błędny numer heksu</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>heksów: 1</translation>
    </message>
    <message>
        <source>{count} hexes</source>
        <translation>heksów: {count}</translation>
    </message>
    <message>
        <source>1 piece</source>
        <translation>żetonów: 1</translation>
    </message>
    <message>
        <source>{count} pieces</source>
        <translation>żetonów: {count}</translation>
    </message>
    <message>
        <source>{zone}: {hexes} for {pieces}</source>
        <translation>{zone}: {hexes}; {pieces}</translation>
    </message>
    <message>
        <source>no hex can take a unit [T98]</source>
        <translation>żaden heks nie pomieści oddziału [T98]</translation>
    </message>
    <message>
        <source>too small: needs {needed} hexes [8.2]</source>
        <translation>za mała: potrzeba heksów — {needed} [8.2]</translation>
    </message>
    <message>
        <source>room for {hexes} of {count} Fortifications [F100.3]</source>
        <translation>miejsca na umocnienia: {hexes} z {count} [F100.3]</translation>
    </message>
    <message>
        <source>Combat Commander Designer</source>
        <translation>Edytor Combat Commander</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>niezapisany</translation>
    </message>
    <message>
        <source> (draft)</source>
        <translation> (szkic)</translation>
    </message>
    <message>
        <source>{designer} — {scenario} [{file}]{draft}{dirty}</source>
        <translation>{designer} — {scenario} [{file}]{draft}{dirty}</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: nie wykonano: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes</source>
        <translation>
            <numerusform>%n heksie</numerusform>
            <numerusform>%n heksach</numerusform>
            <numerusform>%n heksach</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint {terrain} in {where}</source>
        <translation>Teren „{terrain}” w {where}</translation>
    </message>
    <message>
        <source>Fill from {hex} with {terrain}</source>
        <translation>Wypełnienie od {hex} terenem „{terrain}”</translation>
    </message>
    <message>
        <source>Level {level} in {where}</source>
        <translation>Poziom {level} w {where}</translation>
    </message>
    <message>
        <source>Draw {feature} in {where}</source>
        <translation>Rysowanie „{feature}” w {where}</translation>
    </message>
    <message>
        <source>Erase {feature} in {where}</source>
        <translation>Wymazanie „{feature}” w {where}</translation>
    </message>
    <message>
        <source>The designer did not close normally. Edits of {scenario} [{file}] were autosaved at {time}. Recover them?</source>
        <translation>Edytor nie został poprawnie zamknięty. Zmiany w {scenario} [{file}] zostały automatycznie zapisane o {time}. Przywrócić je?</translation>
    </message>
    <message>
        <source>Recover the autosaved edits</source>
        <translation>Przywrócenie automatycznie zapisanych zmian</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>las</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>dachy</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>zarośla</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>bagno</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>drzewa sadu</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>poziom wzgórza {level}</translation>
    </message>
    <message>
        <source>Outline: {kind} {index} ({vertices} vertices, outlines.{field}[{index}]); Delete removes it, drag a vertex to move it, double-click a vertex to remove it or an edge to add one</source>
        <translation>Kontur: {kind} {index} (wierzchołki: {vertices}, outlines.{field}[{index}]); Delete go usuwa, przeciągnij wierzchołek, aby go przesunąć, dwuklik na wierzchołku go usuwa, a na krawędzi dodaje nowy</translation>
    </message>
    <message>
        <source>Move a vertex of {kind} {index}</source>
        <translation>Przesuń wierzchołek: {kind} {index}</translation>
    </message>
    <message>
        <source>Remove a vertex of {kind} {index}</source>
        <translation>Usuń wierzchołek: {kind} {index}</translation>
    </message>
    <message>
        <source>Add a vertex to {kind} {index}</source>
        <translation>Dodaj wierzchołek: {kind} {index}</translation>
    </message>
    <message>
        <source>New outline of {kind}: click each corner; Backspace takes one back, double-click or Enter closes it, Esc drops it</source>
        <translation>Nowy kontur: {kind}. Kliknij każdy narożnik; Backspace cofa ostatni, dwuklik lub Enter zamyka kontur, Esc go porzuca</translation>
    </message>
    <message>
        <source>Draw an outline of {kind}</source>
        <translation>Narysuj kontur: {kind}</translation>
    </message>
    <message>
        <source>The new outline of {kind} was dropped</source>
        <translation>Porzucono nowy kontur: {kind}</translation>
    </message>
    <message>
        <source>Delete {kind} {index}</source>
        <translation>Usuń {kind} {index}</translation>
    </message>
    <message>
        <source>Point at a hex (or click it with the Outlines tool) to regenerate it</source>
        <translation>Wskaż heks (lub kliknij go narzędziem „Kontury”), aby go odtworzyć</translation>
    </message>
    <message>
        <source>Regenerate the outlines of {hex}</source>
        <translation>Odtwórz kontury {hex}</translation>
    </message>
    <message>
        <source>Generate outlines</source>
        <translation>Generuj kontury</translation>
    </message>
    <message>
        <source>Objective {number} in {hex}</source>
        <translation>Cel {number} w {hex}</translation>
    </message>
    <message>
        <source>Clear Objective {number}</source>
        <translation>Usunięcie Celu {number}</translation>
    </message>
    <message>
        <source>Take {where} out of its building</source>
        <translation>Wyjmij {where} z budynku</translation>
    </message>
    <message>
        <source>To make a building of several hexes, drag from {hex} across the Building hexes to join</source>
        <translation>Aby utworzyć budynek z kilku heksów, przeciągnij od {hex} przez heksy Budynku do połączenia</translation>
    </message>
    <message>
        <source>Join {where} into one building</source>
        <translation>Połącz {where} w jeden budynek</translation>
    </message>
    <message>
        <source>Setup hex {hex}</source>
        <translation>Heks rozstawienia {hex}</translation>
    </message>
    <message>
        <source>{feature} on {a}|{b}</source>
        <translation>{feature} na {a}|{b}</translation>
    </message>
    <message>
        <source>Clear {a}|{b}</source>
        <translation>Wyczyszczenie {a}|{b}</translation>
    </message>
    <message>
        <source>Objective tool: click the hex of Objective {number}; click a hex holding it to clear it</source>
        <translation>Narzędzie „Cel”: kliknij heks celu {number}; kliknięcie heksu, w którym już jest, usuwa go</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Scenariusz ma niezapisane zmiany. Najpierw je zapisać?</translation>
    </message>
    <message>
        <source>Open scenario or map</source>
        <translation>Otwórz scenariusz lub mapę</translation>
    </message>
    <message>
        <source>Scenarios and maps ({pattern})</source>
        <translation>Scenariusze i mapy ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
            <numerusform>… i jeszcze %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open {file}:

{problems}</source>
        <translation>Nie można otworzyć {file}:

{problems}</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Zapisz scenariusz jako</translation>
    </message>
    <message>
        <source>Scenarios ({pattern})</source>
        <translation>Scenariusze ({pattern})</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s) (see the Problems tab), so the game cannot play it yet. Save it as a draft?</source>
        <translation>
            <numerusform>Scenariusz ma %n problem (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
            <numerusform>Scenariusz ma %n problemy (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
            <numerusform>Scenariusz ma %n problemów (zob. kartę „Problemy”), więc gra nie może go jeszcze rozegrać. Zapisać go jako szkic?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save {file}:

{problem}</source>
        <translation>Nie można zapisać {file}:

{problem}</translation>
    </message>
    <message>
        <source>Cannot save {file} in {folder}:

{reason}</source>
        <translation>Nie można zapisać {file} w folderze {folder}:

{reason}</translation>
    </message>
    <message>
        <source>Saved {files}</source>
        <translation>Zapisano: {files}</translation>
    </message>
    <message>
        <source>{saved}; the draft {draft} is removed</source>
        <translation>{saved}; szkic {draft} został usunięty</translation>
    </message>
    <message>
        <source>Cannot start the playtest:

{problem}</source>
        <translation>Nie można rozpocząć gry testowej:

{problem}</translation>
    </message>
    <message>
        <source>An unfinished game of {scenario} was started on an older version of the scenario: your edits since then are not in it.

Start a new game with the edited scenario, or resume the game of the old version?</source>
        <translation>Niedokończona gra „{scenario}” została rozpoczęta na starszej wersji scenariusza: nie ma w niej Twoich późniejszych zmian.

Rozpocząć nową grę ze zmienionym scenariuszem czy wznowić grę w starej wersji?</translation>
    </message>
    <message>
        <source>New game with the edited scenario</source>
        <translation>Nowa gra ze zmienionym scenariuszem</translation>
    </message>
    <message>
        <source>Resume the old version</source>
        <translation>Wznów starą wersję</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Celność: rzut na trafienie {roll} = {product} [O20.2.3] - Przeszkoda {hindrance} [10.3.1] = {value} wobec odległości {range} od jednostki {unit} do {hex}: wynik większy: trafienie</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] - {hindrance} Hindrance [10.3.1] = {value} vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Celność: rzut na trafienie {roll} = {product} [O20.2.3] - Przeszkoda {hindrance} [10.3.1] = {value} wobec odległości {range} od jednostki {unit} do {hex}: wynik nie większy: chybienie</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: greater: a hit</source>
        <translation>Celność: rzut na trafienie {roll} = {product} [O20.2.3] wobec odległości {range} od jednostki {unit} do {hex}: wynik większy: trafienie</translation>
    </message>
    <message>
        <source>Accuracy: Targeting Roll {roll} = {product} [O20.2.3] vs range {range} from {unit} to {hex}: not greater: a miss</source>
        <translation>Celność: rzut na trafienie {roll} = {product} [O20.2.3] wobec odległości {range} od jednostki {unit} do {hex}: wynik nie większy: chybienie</translation>
    </message>
    <message>
        <source>Activate a unit (or a Leader) for the {order} [O14.1]</source>
        <translation>Aktywuj jednostkę (lub Dowódcę) do wykonania: {order} [O14.1]</translation>
    </message>
    <message>
        <source>Advance Order</source>
        <translation>Rozkaz „Natarcie”</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]</source>
        <translation>Rozkaz „Natarcie”: jednostka wchodzi do jednego sąsiedniego heksu, zajętego przez wroga lub nie, albo schodzi z planszy przez krawędź przeciwnika [O16.1, O16.2]</translation>
    </message>
    <message>
        <source>Advance Order: a unit enters one adjacent hex, enemy-occupied or not, or exits off the enemy edge [O16.1, O16.2]; or end the Advances</source>
        <translation>Rozkaz „Natarcie”: jednostka wchodzi do jednego sąsiedniego heksu, zajętego przez wroga lub nie, albo schodzi z planszy przez krawędź przeciwnika [O16.1, O16.2]; albo zakończ Natarcie</translation>
    </message>
    <message>
        <source>Advance Order: {units} activated [O14.1]</source>
        <translation>Rozkaz „Natarcie”: aktywowano: {units} [O14.1]</translation>
    </message>
    <message>
        <source>Air Support at {hex}</source>
        <translation>Wsparcie lotnicze w {hex}</translation>
    </message>
    <message>
        <source>Air Support from Random Hex {hex}: break all units in one of {targets}, or decline</source>
        <translation>Wsparcie lotnicze z losowego heksu {hex}: rozbij wszystkie jednostki w jednym z heksów: {targets}, albo odmów</translation>
    </message>
    <message>
        <source>Air Support strikes {hex}: every unit there breaks [E43]</source>
        <translation>Wsparcie lotnicze uderza w {hex}: każda jednostka w tym heksie zostaje rozbita [E43]</translation>
    </message>
    <message>
        <source>Ambush in {hex}: pick one of your units in the Melee; it breaks (a broken unit is eliminated) [A25]</source>
        <translation>Zasadzka w {hex}: wybierz jedną ze swoich jednostek biorących udział w walce wręcz; zostaje ona rozbita (rozbita jednostka zostaje wyeliminowana) [A25]</translation>
    </message>
    <message>
        <source>Announce a Smoke barrage instead of Impact rolls? [O18.2.1.1]</source>
        <translation>Zapowiedzieć ostrzał dymny zamiast rzutów na uderzenie? [O18.2.1.1]</translation>
    </message>
    <message>
        <source>Artillery Denied: the broken {radio} is eliminated and returns to the counter mix [O17]</source>
        <translation>Odmowa artylerii: uszkodzone {radio} zostaje wyeliminowane i wraca do puli żetonów [O17]</translation>
    </message>
    <message>
        <source>Artillery Denied: the {radio} breaks [O17]</source>
        <translation>Odmowa artylerii: {radio} zostaje uszkodzone [O17]</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}</source>
        <translation>Uderzenie artylerii w {hex}</translation>
    </message>
    <message>
        <source>Artillery Impact on {hex}: FP {fp} ({radio}) [O18.2.3.2]; Fortification Vulnerability {vulnerability} [O18.2.3.3]</source>
        <translation>Uderzenie artylerii w {hex}: FP {fp} ({radio}) [O18.2.3.2]; podatność fortyfikacji {vulnerability} [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Assault Fire attack</source>
        <translation>Atak Ogniem szturmowym</translation>
    </message>
    <message>
        <source>Assault Fire: no moving piece with boxed FP has a target any more [A26]</source>
        <translation>Ogień szturmowy: żaden poruszający się żeton z FP w ramce nie ma już celu [A26]</translation>
    </message>
    <message>
        <source>Assault Fire: pick the target hex of its one Fire Attack [A26]</source>
        <translation>Ogień szturmowy: wybierz heks celu jego jedynego ataku ogniowego [A26]</translation>
    </message>
    <message>
        <source>Battery Access: the {radio} is fixed [O18.1]</source>
        <translation>Dostęp do baterii: {radio} zostaje naprawione [O18.1]</translation>
    </message>
    <message>
        <source>Battle Harden: put a Veteran marker (+1 FP, Range, Movement, Morale [E44.1]) on one of your units</source>
        <translation>Zahartowani w boju: połóż znacznik Weterana (+1 do FP, Zasięgu, Ruchu i Morale [E44.1]) na jednej ze swoich jednostek</translation>
    </message>
    <message>
        <source>Blaze in {hexes}: put each of your units there into an adjacent hex [{rules}]</source>
        <translation>Pożar w {hexes}: przenieś każdą swoją jednostkę stamtąd do sąsiedniego heksu [{rules}]</translation>
    </message>
    <message>
        <source>Blaze in {hex} [T79]</source>
        <translation>Pożar w {hex} [T79]</translation>
    </message>
    <message>
        <source>Blaze in {hex} fills its hex</source>
        <translation>Pożar w {hex} wypełnia swój heks</translation>
    </message>
    <message>
        <source>Blaze placed in {hex}</source>
        <translation>Umieszczono Pożar w {hex}</translation>
    </message>
    <message>
        <source>Blaze placed in {hex} ({removed})</source>
        <translation>Umieszczono Pożar w {hex} ({removed})</translation>
    </message>
    <message>
        <source>Breeze: all Smoke removed and put back in the cup: {smoke}</source>
        <translation>Wiatr: cały Dym usunięty i odłożony do kubka: {smoke}</translation>
    </message>
    <message>
        <source>Breeze: card {card} prints no wind direction; no Blaze spreads</source>
        <translation>Wiatr: na karcie {card} nie ma kierunku wiatru; żaden Pożar się nie rozprzestrzenia</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; Blaze spreads into {hexes}</source>
        <translation>Wiatr: wieje w kierunku {direction} na róży kierunków; Pożar rozprzestrzenia się na: {hexes}</translation>
    </message>
    <message>
        <source>Breeze: wind towards compass {direction}; no Blaze can spread</source>
        <translation>Wiatr: wieje w kierunku {direction} na róży kierunków; żaden Pożar nie może się rozprzestrzenić</translation>
    </message>
    <message>
        <source>Command Confusion is never given as an Order [O19]</source>
        <translation>„Chaos w dowodzeniu” nigdy nie jest wydawany jako Rozkaz [O19]</translation>
    </message>
    <message>
        <source>Command of {leader}</source>
        <translation>Dowodzenie: {leader}</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: greater, {unit} is eliminated [E50]</source>
        <translation>Rzut Komisarza {roll} ({dice}) wobec Morale {morale}: większy, jednostka {unit} zostaje wyeliminowana [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater [E50]</source>
        <translation>Rzut Komisarza {roll} ({dice}) wobec Morale {morale}: nie większy [E50]</translation>
    </message>
    <message>
        <source>Commissar roll {roll} ({dice}) vs Morale {morale}: not greater, {unit} rallies [E50]</source>
        <translation>Rzut Komisarza {roll} ({dice}) wobec Morale {morale}: nie większy, jednostka {unit} zbiera się [E50]</translation>
    </message>
    <message>
        <source>Commissar: pick one of your broken units; a roll above its Morale eliminates it, otherwise it rallies</source>
        <translation>Komisarz: wybierz jedną ze swoich rozbitych jednostek; rzut powyżej jej Morale ją eliminuje, w przeciwnym razie jednostka się zbiera</translation>
    </message>
    <message>
        <source>Concealment: Attack Total {total} -{cover} Cover of {hex} = {result} [A29]</source>
        <translation>Maskowanie: Suma ataku {total} -{cover} (Osłona heksu {hex}) = {result} [A29]</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Osłona</translation>
    </message>
    <message>
        <source>Cover ({source})</source>
        <translation>Osłona ({source})</translation>
    </message>
    <message>
        <source>Cover fixed at 0</source>
        <translation>Osłona ustalona na 0</translation>
    </message>
    <message>
        <source>Cover {value:+d}: {source} [{rule}]</source>
        <translation>Osłona {value:+d}: {source} [{rule}]</translation>
    </message>
    <message>
        <source>Cower: outside every friendly Leader&apos;s Command radius [E51]</source>
        <translation>Tchórzostwo: poza zasięgiem Dowodzenia każdego własnego Dowódcy [E51]</translation>
    </message>
    <message>
        <source>Defense Total {defense} vs Attack Total {attack}</source>
        <translation>Suma obrony {defense} wobec Sumy ataku {attack}</translation>
    </message>
    <message>
        <source>Deploy: replace one of your Squads by two Teams, or decline</source>
        <translation>Rozwinięcie: zastąp jedną ze swoich Drużyn dwiema Sekcjami albo odmów</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}: the Spotting Round errs off the map and the Order ends [O18.2.2.3]</source>
        <translation>Odchylenie {white}•{colored} (to nie rzut: bez wyzwalaczy), {how}: {start} -&gt; {route}: strzał wstrzeliwujący wypada poza mapę i Rozkaz się kończy [O18.2.2.3]</translation>
    </message>
    <message>
        <source>Drift {white}•{colored} (not a roll: no trigger), {how}: {start} -&gt; {route}; the Spotting Round lands in {hex}</source>
        <translation>Odchylenie {white}•{colored} (to nie rzut: bez wyzwalaczy), {how}: {start} -&gt; {route}; strzał wstrzeliwujący ląduje w {hex}</translation>
    </message>
    <message>
        <source>Dust: no Smoke marker is left in the cup</source>
        <translation>Kurz: w kubku nie został żaden znacznik Dymu</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Eliminacja</translation>
    </message>
    <message>
        <source>End of the {side:adjective} Turn</source>
        <translation>Koniec Tury: {side}</translation>
    </message>
    <message>
        <source>Entrench: you may place Foxholes in a hex you occupy [E55]</source>
        <translation>Okopy: możesz umieścić Stanowiska strzeleckie w heksie, który zajmujesz [E55]</translation>
    </message>
    <message>
        <source>Event! trigger</source>
        <translation>Wyzwalacz: Wydarzenie!</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}]</source>
        <translation>Wydarzenie: {event} [{rule}]</translation>
    </message>
    <message>
        <source>Event: {event} [{rule}] is not implemented yet: it has no effect</source>
        <translation>Wydarzenie: {event} [{rule}] nie jest jeszcze zaimplementowane: nie ma żadnego efektu</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Wydarzenia</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Zejście z planszy</translation>
    </message>
    <message>
        <source>Field Promotion: place your Private (Morale 6, Command 2) in a hex with one of your broken units, or decline</source>
        <translation>Awans polowy: umieść swojego Szeregowego (Morale 6, Dowodzenie 2) w heksie z jedną ze swoich rozbitych jednostek albo odmów</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} is placed in {hex} [E56]</source>
        <translation>Awans polowy: jednostka {unit} zostaje umieszczona w {hex} [E56]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves Time space {time}, where it waited after exiting [E56, 7.2.1]</source>
        <translation>Awans polowy: jednostka {unit} opuszcza pole Czasu {time}, gdzie czekała po zejściu z mapy [E56, 7.2.1]</translation>
    </message>
    <message>
        <source>Field Promotion: {unit} leaves the Casualty Track [E56]</source>
        <translation>Awans polowy: jednostka {unit} opuszcza Tor strat [E56]</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Fire Attack</source>
        <translation>Atak ogniowy</translation>
    </message>
    <message>
        <source>Fire For Effect with the {radio} [O18.2]</source>
        <translation>Ostrzał artyleryjski: {radio} [O18.2]</translation>
    </message>
    <message>
        <source>Fire For Effect: activate an unbroken Leader as the Spotter [O18.2]</source>
        <translation>Ostrzał artyleryjski: aktywuj nierozbitego Dowódcę jako Obserwatora [O18.2]</translation>
    </message>
    <message>
        <source>Fire Order</source>
        <translation>Rozkaz „Ogień”</translation>
    </message>
    <message>
        <source>Fire at {hex} with FP {fp}</source>
        <translation>Strzelaj do {hex} z FP {fp}</translation>
    </message>
    <message>
        <source>Fog of War: the {side:adjective} hand is empty</source>
        <translation>Mgła wojny: ręka strony {side} jest pusta</translation>
    </message>
    <message>
        <source>Fortifications are placed at the start [F100.1], not as reinforcements</source>
        <translation>Fortyfikacje umieszcza się na początku [F100.1], nie jako posiłki</translation>
    </message>
    <message>
        <source>Game over ({termination}): {reason}</source>
        <translation>Koniec gry ({termination}): {reason}</translation>
    </message>
    <message>
        <source>Game over: {reason}</source>
        <translation>Koniec gry: {reason}</translation>
    </message>
    <message>
        <source>Give the {weapon} to a unit (each carries one) [11.2]</source>
        <translation>Przekaż broń {weapon} jednostce (każda niesie jedną) [11.2]</translation>
    </message>
    <message>
        <source>Hero: place your Hero in a friendly hex</source>
        <translation>Bohater: umieść swojego Bohatera we własnym heksie</translation>
    </message>
    <message>
        <source>Hero: you may Rally one broken unit in {hex}</source>
        <translation>Bohater: możesz przegrupować jedną rozbitą jednostkę w {hex}</translation>
    </message>
    <message>
        <source>Hero: {unit} is placed in {hex} [E58]</source>
        <translation>Bohater: jednostka {unit} zostaje umieszczona w {hex} [E58]</translation>
    </message>
    <message>
        <source>Hidden Mines in {hex}: a {fp} FP Mine Attack on {unit} [A35.2, F103.2]</source>
        <translation>Ukryte miny w {hex}: atak min z FP {fp} na jednostkę {unit} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Mines {fp} [A35.2, F103.2]</source>
        <translation>Ukryte miny {fp} [A35.2, F103.2]</translation>
    </message>
    <message>
        <source>Hidden Unit: Support Table roll {roll} = {total}; non-Radio items of the scenario year: {items} [A35.4]</source>
        <translation>Ukryta jednostka: rzut na Tabelę wsparcia {roll} = {total}; pozycje inne niż Radio z roku scenariusza: {items} [A35.4]</translation>
    </message>
    <message>
        <source>Hidden Unit: pick one free non-Radio item of the rolled column [A35.4 step 2]</source>
        <translation>Ukryta jednostka: wybierz jedną darmową pozycję inną niż Radio z wylosowanej kolumny [A35.4 step 2]</translation>
    </message>
    <message>
        <source>Hidden Unit: place it in your original setup area, in a hex with no units and Cover of at least 1 [A35.4 step 3]</source>
        <translation>Ukryta jednostka: umieść ją w swojej pierwotnej strefie rozstawienia, w heksie bez jednostek i z Osłoną co najmniej 1 [A35.4 step 3]</translation>
    </message>
    <message>
        <source>Hindrance in {hexes}</source>
        <translation>Przeszkoda w {hexes}</translation>
    </message>
    <message>
        <source>Hindrance in {hexes} to {second}</source>
        <translation>Przeszkoda w {hexes} dla {second}</translation>
    </message>
    <message>
        <source>Impact roll {roll} equals the Fortification Vulnerability: the {fortification} in {hex} is destroyed [O18.2.3.3]</source>
        <translation>Rzut na uderzenie {roll} równa się podatności fortyfikacji: zniszczono fortyfikację {fortification} w {hex} [O18.2.3.3]</translation>
    </message>
    <message>
        <source>Interdiction [E60]</source>
        <translation>Przechwycenie [E60]</translation>
    </message>
    <message>
        <source>Interdiction: Suppress one unit (either side) in a hex with Cover below 1</source>
        <translation>Przechwycenie: stłum jedną jednostkę (dowolnej strony) w heksie z Osłoną poniżej 1</translation>
    </message>
    <message>
        <source>Interrogation: the {side:adjective} hand is shown to you; you may put one of its cards on its discard pile [E61]</source>
        <translation>Przesłuchanie: widzisz rękę strony {side}; możesz położyć jedną z jej kart na jej stosie kart odrzuconych [E61]</translation>
    </message>
    <message>
        <source>Jammed! trigger</source>
        <translation>Wyzwalacz: Zacięcie!</translation>
    </message>
    <message>
        <source>KIA: eliminate one broken unit (either side)</source>
        <translation>Polegli w walce: wyeliminuj jedną rozbitą jednostkę (dowolnej strony)</translation>
    </message>
    <message>
        <source>Malfunction at {hex}: the closest unbroken Weapons are tied ({weapons}); pick the one that breaks</source>
        <translation>Awaria w {hex}: kilka nieuszkodzonych żetonów Broni jest równie blisko ({weapons}); wybierz ten, który zostaje uszkodzony</translation>
    </message>
    <message>
        <source>Malfunction: the closest unbroken Weapon to {hex} [E63]</source>
        <translation>Awaria: nieuszkodzona Broń najbliższa heksowi {hex} [E63]</translation>
    </message>
    <message>
        <source>Medic! [E64]</source>
        <translation>Sanitariusz! [E64]</translation>
    </message>
    <message>
        <source>Medic!: Rally one broken unit (either side)</source>
        <translation>Sanitariusz!: zbierz jedną rozbitą jednostkę (dowolnej strony)</translation>
    </message>
    <message>
        <source>Melee in {hex}: a side has no unit left in the hex; the Melee ends with no further effect [O16.4.2]</source>
        <translation>Walka wręcz w {hex}: jednej ze stron nie została w heksie żadna jednostka; walka wręcz kończy się bez dalszych skutków [O16.4.2]</translation>
    </message>
    <message>
        <source>Melee in {hex}: one side has no unit left; no Melee [O16.4.1, A25]</source>
        <translation>Walka wręcz w {hex}: jednej ze stron nie została żadna jednostka; walki wręcz nie ma [O16.4.1, A25]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: both sides are eliminated [O16.4.3]</source>
        <translation>Walka wręcz w {hex}: {inactive} {inactive_total} — {active} {active_total}; remis: obie strony zostają wyeliminowane [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {side:adjective} Melee FP {arithmetic} [O16.4.1]</source>
        <translation>Walka wręcz w {hex}: strona {side}, FP walki wręcz {arithmetic} [O16.4.1]</translation>
    </message>
    <message>
        <source>Mine Attack in {hex}</source>
        <translation>Atak min w {hex}</translation>
    </message>
    <message>
        <source>Mine Attack on {hex}</source>
        <translation>Atak min na {hex}</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} entering it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Miny w {hex} atakują wchodzącą tam jednostkę {unit}: FP {fp} [F103.2], Osłona 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex} attack {unit} leaving it: FP {fp} [F103.2], Cover 0 [O23.3.4]</source>
        <translation>Miny w {hex} atakują opuszczającą ten heks jednostkę {unit}: FP {fp} [F103.2], Osłona 0 [O23.3.4]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} entering it [F103.1, F103.2]</source>
        <translation>Miny w {hex}: atak min z FP {fp} na jednostki wchodzące do heksu: {units} [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines in {hex}: a {fp} FP Mine Attack on {units} leaving it [F103.1, F103.2]</source>
        <translation>Miny w {hex}: atak min z FP {fp} na jednostki opuszczające heks: {units} [F103.1, F103.2]</translation>
    </message>
    <message>
        <source>Mines {fp} [F103.2]</source>
        <translation>Miny {fp} [F103.2]</translation>
    </message>
    <message>
        <source>Move Order</source>
        <translation>Rozkaz „Ruch”</translation>
    </message>
    <message>
        <source>Move Order: no unit is left to move: play Smoke Grenades or Assault Fire [A39, A26], or end the Order</source>
        <translation>Rozkaz „Ruch”: nie została żadna jednostka do ruchu: zagraj Granaty dymne lub Ogień szturmowy [A39, A26] albo zakończ Rozkaz</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]</source>
        <translation>Rozkaz „Ruch”: wybierz następną jednostkę do ruchu albo jednostki, które zaczynały w tym samym heksie, do wspólnego ruchu [O21.2]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order</source>
        <translation>Rozkaz „Ruch”: wybierz następną jednostkę do ruchu albo jednostki, które zaczynały w tym samym heksie, do wspólnego ruchu [O21.2]; albo zakończ Rozkaz</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or end the Order; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Rozkaz „Ruch”: wybierz następną jednostkę do ruchu albo jednostki, które zaczynały w tym samym heksie, do wspólnego ruchu [O21.2]; albo zakończ Rozkaz; albo zagraj Granaty dymne lub Ogień szturmowy [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: pick the next unit to move, or units that began in the same hex to move together [O21.2]; or play Smoke Grenades or Assault Fire [A39, A26]</source>
        <translation>Rozkaz „Ruch”: wybierz następną jednostkę do ruchu albo jednostki, które zaczynały w tym samym heksie, do wspólnego ruchu [O21.2]; albo zagraj Granaty dymne lub Ogień szturmowy [A39, A26]</translation>
    </message>
    <message>
        <source>Move Order: {units} activated [O14.1]</source>
        <translation>Rozkaz „Ruch”: aktywowano: {units} [O14.1]</translation>
    </message>
    <message>
        <source>No Blaze marker is left in the cup for {hex}</source>
        <translation>W kubku nie ma już znacznika Pożaru dla heksu {hex}</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} ({purpose})</source>
        <translation>W kubku nie ma już znacznika Dymu dla heksu {hex} ({purpose})</translation>
    </message>
    <message>
        <source>No Smoke marker is left in the cup for {hex} [T94]</source>
        <translation>W kubku nie ma już znacznika Dymu dla heksu {hex} [T94]</translation>
    </message>
    <message>
        <source>No broken unit is on the map</source>
        <translation>Na mapie nie ma rozbitej jednostki</translation>
    </message>
    <message>
        <source>No broken {side:adjective} unit is in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Żadna rozbita jednostka strony {side} nie jest w heksie z jednostką wroga ani obok niego</translation>
    </message>
    <message>
        <source>No eliminated Weapon, or no friendly unit without a Weapon</source>
        <translation>Brak wyeliminowanej Broni lub brak własnej jednostki bez Broni</translation>
    </message>
    <message>
        <source>No hex along your friendly edge can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Żaden heks wzdłuż własnej krawędzi nie może przyjąć jednostki (teren nieprzekraczalny lub limit stosu [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take the unit (impassable or stacking limit [8.2])</source>
        <translation>Ani {hex}, ani żaden sąsiedni heks nie może przyjąć jednostki (teren nieprzekraczalny lub limit stosu [8.2])</translation>
    </message>
    <message>
        <source>No hex in or adjacent to {hex} can take {unit} (impassable or stacking limit [8.2])</source>
        <translation>Ani {hex}, ani żaden sąsiedni heks nie może przyjąć jednostki {unit} (teren nieprzekraczalny lub limit stosu [8.2])</translation>
    </message>
    <message>
        <source>No hex left in the impact area holds a unit or a Fortification; the Spotting Round is removed [O18.2.3.2]</source>
        <translation>W strefie uderzenia nie pozostał żaden heks z jednostką lub Fortyfikacją; strzał wstrzeliwujący zostaje usunięty [O18.2.3.2]</translation>
    </message>
    <message>
        <source>No player is Russian</source>
        <translation>Żaden gracz nie gra Rosjanami</translation>
    </message>
    <message>
        <source>No unbroken Weapon is on the map</source>
        <translation>Na mapie nie ma nieuszkodzonej Broni</translation>
    </message>
    <message>
        <source>No unit can carry the {weapon}: it is not used</source>
        <translation>Żadna jednostka nie może nieść broni {weapon}: nie zostaje ona użyta</translation>
    </message>
    <message>
        <source>No unit in or adjacent to {hex}: the Sniper has no target</source>
        <translation>Brak jednostek w {hex} i obok: Snajper nie ma celu</translation>
    </message>
    <message>
        <source>No unit is on the map</source>
        <translation>Na mapie nie ma żadnej jednostki</translation>
    </message>
    <message>
        <source>No unsuppressed enemy unit is in Range and LOS of a working {side:adjective} MG</source>
        <translation>Żadna nieobezwładniona jednostka wroga nie jest w Zasięgu i linii widoczności sprawnego karabinu maszynowego strony {side}</translation>
    </message>
    <message>
        <source>No unsuppressed unit is in a hex with Cover below 1</source>
        <translation>Żadna nieobezwładniona jednostka nie jest w heksie z Osłoną poniżej 1</translation>
    </message>
    <message>
        <source>No unsuppressed {side:adjective} Squad is outside a friendly Leader&apos;s Command radius</source>
        <translation>Żadna nieobezwładniona Drużyna strony {side} nie jest poza zasięgiem Dowodzenia własnego Dowódcy</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year}</source>
        <translation>Brak pozycji Tabeli wsparcia strony {side} dla rzutu {roll} w roku {year}</translation>
    </message>
    <message>
        <source>No {side:adjective} Support Table item for roll {roll} in {year} (the Artillery Box is taken)</source>
        <translation>Brak pozycji Tabeli wsparcia strony {side} dla rzutu {roll} w roku {year} (Pole artylerii jest zajęte)</translation>
    </message>
    <message>
        <source>Objective {numbers} would land off the map</source>
        <translation>Cel {numbers} znalazłby się poza mapą</translation>
    </message>
    <message>
        <source>Objective {number} = {vp} VP</source>
        <translation>Cel {number} = {vp} PZ</translation>
    </message>
    <message>
        <source>Objective {number}, chit {letter} ({side})</source>
        <translation>Cel {number}, żeton {letter} ({side})</translation>
    </message>
    <message>
        <source>Objectives are numbered 1-5, not {number}</source>
        <translation>Cele mają numery 1-5, a nie {number}</translation>
    </message>
    <message>
        <source>Op Fire</source>
        <translation>Ogień reakcyjny</translation>
    </message>
    <message>
        <source>Op Fire attack</source>
        <translation>Atak Ogniem reakcyjnym</translation>
    </message>
    <message>
        <source>Orders are given only in your own Turn [O14.1]</source>
        <translation>Rozkazy wydaje się tylko we własnej Turze [O14.1]</translation>
    </message>
    <message>
        <source>Ordnance fires alone, after a Targeting roll [O20.3.1.1, O20.2.3]</source>
        <translation>Broń artyleryjska strzela sama, po rzucie na trafienie [O20.3.1.1, O20.2.3]</translation>
    </message>
    <message>
        <source>Pick the next hex of the impact area for an Artillery Impact roll [O18.2.3]</source>
        <translation>Wybierz następny heks strefy uderzenia do rzutu na uderzenie artylerii [O18.2.3]</translation>
    </message>
    <message>
        <source>Place the Spotting Round in a hex in the LOS of {unit} [O18.2.1]</source>
        <translation>Umieść strzał wstrzeliwujący w heksie w linii widoczności jednostki {unit} [O18.2.1]</translation>
    </message>
    <message>
        <source>Place the {item} along your friendly edge</source>
        <translation>Umieść wzdłuż własnej krawędzi: {item}</translation>
    </message>
    <message>
        <source>Place the {item} in or adjacent to {hex}</source>
        <translation>Umieść w {hex} lub obok: {item}</translation>
    </message>
    <message>
        <source>Place {fortification} in your setup zone [F100.1]</source>
        <translation>Umieść w swojej strefie rozstawienia: {fortification} [F100.1]</translation>
    </message>
    <message>
        <source>Place {unit} on your friendly edge [6.1.2 step 5]</source>
        <translation>Umieść jednostkę {unit} na własnej krawędzi [6.1.2 step 5]</translation>
    </message>
    <message>
        <source>Prisoners of War: eliminate one of your broken units in or adjacent to an enemy unit&apos;s hex</source>
        <translation>Jeńcy wojenni: wyeliminuj jedną ze swoich rozbitych jednostek w heksie z jednostką wroga lub obok niego</translation>
    </message>
    <message>
        <source>Rallied by the Hero [E58]</source>
        <translation>przegrupowanie przez Bohatera [E58]</translation>
    </message>
    <message>
        <source>Rally Roll equal to its Morale</source>
        <translation>rzut na przegrupowanie równy Morale</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: equal: Suppressed, it stays broken</source>
        <translation>Rzut na przegrupowanie {roll} ({dice}) wobec Morale {morale} [O22.3]: równy: obezwładnienie, jednostka pozostaje rozbita</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: greater: no effect, {unit} stays broken</source>
        <translation>Rzut na przegrupowanie {roll} ({dice}) wobec Morale {morale} [O22.3]: większy: bez efektu, jednostka {unit} pozostaje rozbita</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less than its Morale</source>
        <translation>Rzut na przegrupowanie {roll} ({dice}) wobec Morale {morale} [O22.3]: mniejszy niż Morale</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} rallies</source>
        <translation>Rzut na przegrupowanie {roll} ({dice}) wobec Morale {morale} [O22.3]: mniejszy: jednostka {unit} zbiera się</translation>
    </message>
    <message>
        <source>Rally Roll {roll} ({dice}) vs Morale {morale} [O22.3]: less: {unit} would rally, but it already has</source>
        <translation>Rzut na przegrupowanie {roll} ({dice}) wobec Morale {morale} [O22.3]: mniejszy: jednostka {unit} przegrupowałaby się, ale już się przegrupowała</translation>
    </message>
    <message>
        <source>Random Hex for {purpose}</source>
        <translation>Losowy heks: {purpose}</translation>
    </message>
    <message>
        <source>Random Hex {hex}</source>
        <translation>Losowy heks {hex}</translation>
    </message>
    <message>
        <source>Reconnaissance: reveal one of your secret Objective chits [E67]</source>
        <translation>Rozpoznanie: odkryj jeden ze swoich tajnych żetonów Celu [E67]</translation>
    </message>
    <message>
        <source>Recover: pick the next broken unit to make its Rally Roll [O22.2]</source>
        <translation>Odzyskanie sił: wybierz następną rozbitą jednostkę do rzutu na przegrupowanie [O22.2]</translation>
    </message>
    <message>
        <source>Remove one Smoke marker [6.1.2 step 4]</source>
        <translation>Usuń jeden znacznik Dymu [6.1.2 step 4]</translation>
    </message>
    <message>
        <source>Road entered</source>
        <translation>wejście Drogą</translation>
    </message>
    <message>
        <source>Road hex entered: +{road} Movement for the rest of the Order [T93]</source>
        <translation>Wejście na heks z drogą: +{road} do Ruchu do końca Rozkazu [T93]</translation>
    </message>
    <message>
        <source>Rout Roll equal to its Morale</source>
        <translation>rzut na ucieczkę równy Morale</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already</source>
        <translation>Rzut na ucieczkę {roll} ({dice}) wobec Morale {morale} [O23.2]: równy: obezwładnienie, jeśli jednostka nie jest jeszcze obezwładniona</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: equal: Suppressed if not already (already Suppressed: no effect)</source>
        <translation>Rzut na ucieczkę {roll} ({dice}) wobec Morale {morale} [O23.2]: równy: obezwładnienie, jeśli jednostka nie jest jeszcze obezwładniona (już obezwładniona: bez efektu)</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: less: no effect on {unit}</source>
        <translation>Rzut na ucieczkę {roll} ({dice}) wobec Morale {morale} [O23.2]: mniejszy: bez efektu dla jednostki {unit}</translation>
    </message>
    <message>
        <source>Rout: activate yourself or your opponent (a player with broken units) [O23.1]</source>
        <translation>Ucieczka: aktywuj siebie lub przeciwnika (gracza z rozbitymi jednostkami) [O23.1]</translation>
    </message>
    <message>
        <source>Rout: pick the next broken unit to make a Rout Roll for [O23.2]</source>
        <translation>Ucieczka: wybierz następną rozbitą jednostkę do rzutu na ucieczkę [O23.2]</translation>
    </message>
    <message>
        <source>Sappers: you may remove one Mines or Wire marker [E70]</source>
        <translation>Saperzy: możesz usunąć jeden znacznik Min lub Zasieków [E70]</translation>
    </message>
    <message>
        <source>Sappers: {fortification} removed from {hex}</source>
        <translation>Saperzy: usunięto {fortification} z heksu {hex}</translation>
    </message>
    <message>
        <source>Scrounge: give one eliminated Weapon to one of your units without a Weapon, or decline</source>
        <translation>Zdobycze: przekaż jedną wyeliminowaną Broń jednej ze swoich jednostek bez Broni albo odmów</translation>
    </message>
    <message>
        <source>Secret Objectives revealed: {chits}</source>
        <translation>Odkryte tajne Cele: {chits}</translation>
    </message>
    <message>
        <source>Set up {unit} in your setup zone</source>
        <translation>Rozstaw jednostkę {unit} w swojej strefie rozstawienia</translation>
    </message>
    <message>
        <source>Setup is complete; the game begins</source>
        <translation>Rozstawienie zakończone; gra się rozpoczyna</translation>
    </message>
    <message>
        <source>Several hexes hold both sides: pick the next Melee [O16.4]</source>
        <translation>W kilku heksach są jednostki obu stron: wybierz następną walkę wręcz [O16.4]</translation>
    </message>
    <message>
        <source>Shell Shock at {hex}: the closest units are tied; pick the one that breaks</source>
        <translation>Szok bojowy w {hex}: kilka jednostek jest równie blisko; wybierz tę, która zostaje rozbita</translation>
    </message>
    <message>
        <source>Shell Shock: the closest unit to {hex}</source>
        <translation>Szok bojowy: jednostka najbliższa heksowi {hex}</translation>
    </message>
    <message>
        <source>Smoke Hindrance values run from 1 to 10</source>
        <translation>Wartości Przeszkody z Dymu wynoszą od 1 do 10</translation>
    </message>
    <message>
        <source>Smoke round at {hex}</source>
        <translation>Pocisk dymny na {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex}</source>
        <translation>Dym {smoke} w {hex}</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders into or out of its hex (hindrances do not add up)</source>
        <translation>Dym {smoke} w {hex} przeszkadza w widoczności do i ze swojego heksu (przeszkody się nie sumują)</translation>
    </message>
    <message>
        <source>Smoke {smoke} in {hex} hinders through its hex (hindrances do not add up)</source>
        <translation>Dym {smoke} w {hex} przeszkadza w widoczności przez swój heks (przeszkody się nie sumują)</translation>
    </message>
    <message>
        <source>Smoke {value} back to the cup</source>
        <translation>Dym {value} wraca do kubka</translation>
    </message>
    <message>
        <source>Smoke {value} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>Dymu {value} nie można umieścić w {hex} (Woda lub Pożar)</translation>
    </message>
    <message>
        <source>Smoke {value} drawn at random for {hex} [A39, T94]</source>
        <translation>Dym {value} wylosowany dla heksu {hex} [A39, T94]</translation>
    </message>
    <message>
        <source>Smoke {value} drawn for {hex}, which keeps its Smoke {current}</source>
        <translation>Dym {value} wylosowany dla heksu {hex}, który zachowuje swój Dym {current}</translation>
    </message>
    <message>
        <source>Smoke {value} placed in {hex}</source>
        <translation>Dym {value} umieszczony w {hex}</translation>
    </message>
    <message>
        <source>Smoke {value} removed from {hex}</source>
        <translation>Dym {value} usunięty z {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}</source>
        <translation>Snajper w {hex}</translation>
    </message>
    <message>
        <source>Sniper at {hex}: break one unit in or adjacent, or none [1.9.1.3]</source>
        <translation>Snajper w {hex}: rozbij jedną jednostkę w tym heksie lub obok albo żadnej [1.9.1.3]</translation>
    </message>
    <message>
        <source>Sniper! trigger</source>
        <translation>Wyzwalacz: Snajper!</translation>
    </message>
    <message>
        <source>Spotting Round placed in {hex}, in the LOS of {unit} ({los}) [O18.2.1]</source>
        <translation>Strzał wstrzeliwujący umieszczony w {hex}, w linii widoczności jednostki {unit} ({los}) [O18.2.1]</translation>
    </message>
    <message>
        <source>Spray Fire: the attack also affects {second}; every unit in {hex} and {second} defends against one Attack Total [A40]</source>
        <translation>Ogień rozproszony: atak obejmuje także {second}; każda jednostka w {hex} i {second} broni się przed jedną Sumą ataku [A40]</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>Początkowe PZ</translation>
    </message>
    <message>
        <source>Strategic Objective: Objective chit {letter} ({chit}) is drawn and placed open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Cel strategiczny: dobrano żeton Celu {letter} ({chit}) i umieszczono go odkryty: znacznik PZ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: play goes on</source>
        <translation>Rzut na Nagłą śmierć {roll} wobec {needed} na polu Czasu {time}: gra toczy się dalej</translation>
    </message>
    <message>
        <source>Sudden Death roll {roll} vs {needed} on Time space {time}: the game ends</source>
        <translation>Rzut na Nagłą śmierć {roll} wobec {needed} na polu Czasu {time}: gra się kończy</translation>
    </message>
    <message>
        <source>Support Table roll {roll} ({dice}), {year}: pick one item for free: {items}</source>
        <translation>Rzut na Tabelę wsparcia {roll} ({dice}), {year}: wybierz jedną pozycję za darmo: {items}</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Obezwładniony</translation>
    </message>
    <message>
        <source>Suppressing Fire [E75]</source>
        <translation>Ogień obezwładniający [E75]</translation>
    </message>
    <message>
        <source>Suppressing Fire: Suppress one enemy unit in Range and LOS of one of your MGs, or decline</source>
        <translation>Ogień obezwładniający: stłum jedną jednostkę wroga w Zasięgu i linii widoczności jednego z twoich karabinów maszynowych albo odmów</translation>
    </message>
    <message>
        <source>Sustained Fire on doubles</source>
        <translation>Ogień ciągły przy dublecie</translation>
    </message>
    <message>
        <source>Targeting {hex}</source>
        <translation>Celowanie w {hex}</translation>
    </message>
    <message>
        <source>The Casualty Track holds no unit</source>
        <translation>Na Torze strat nie ma żadnej jednostki</translation>
    </message>
    <message>
        <source>The Hero is already on the map</source>
        <translation>Bohater jest już na mapie</translation>
    </message>
    <message>
        <source>The Hero rallies no unit [E58]</source>
        <translation>Bohater nie zbiera żadnej jednostki [E58]</translation>
    </message>
    <message>
        <source>The Private is on the map</source>
        <translation>Szeregowy jest na mapie</translation>
    </message>
    <message>
        <source>The Rout Order ends</source>
        <translation>Rozkaz „Ucieczka” się kończy</translation>
    </message>
    <message>
        <source>The Russian player has no broken unit</source>
        <translation>Gracz rosyjski nie ma rozbitej jednostki</translation>
    </message>
    <message>
        <source>The Smoke barrage is placed; the Spotting Round is removed [O18.2.3.1]</source>
        <translation>Ostrzał dymny umieszczony; strzał wstrzeliwujący zostaje usunięty [O18.2.3.1]</translation>
    </message>
    <message>
        <source>The Sniper picks no target</source>
        <translation>Snajper nie wybiera celu</translation>
    </message>
    <message>
        <source>The nation has no Hero</source>
        <translation>Ta narodowość nie ma Bohatera</translation>
    </message>
    <message>
        <source>The nation has no Private counter</source>
        <translation>Ta narodowość nie ma żetonu Szeregowego</translation>
    </message>
    <message>
        <source>Recover Order ends ({side})</source>
        <translation>Rozkaz „Odzyskanie sił” strony {side} się kończy</translation>
    </message>
    <message>
        <source>Then FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>Wówczas FP {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Time! trigger</source>
        <translation>Wyzwalacz: Czas!</translation>
    </message>
    <message>
        <source>Trench to Trench</source>
        <translation>z Transzei do Transzei</translation>
    </message>
    <message>
        <source>Trench to Trench: no Op Fire into {hex} [F105.2]</source>
        <translation>Z Transzei do Transzei: bez Ognia reakcyjnego na {hex} [F105.2]</translation>
    </message>
    <message>
        <source>Units of both sides in {hex}: a Melee is fought within the Event, without triggers</source>
        <translation>Jednostki obu stron w {hex}: walka wręcz toczy się w ramach Wydarzenia, bez wyzwalaczy</translation>
    </message>
    <message>
        <source>VP are level: the Initiative card holder wins [9.2]</source>
        <translation>Remis w PZ: wygrywa posiadacz karty Inicjatywy [9.2]</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Weteran</translation>
    </message>
    <message>
        <source>Walking Wounded: pick one eliminated unit (either side) to return to play, broken</source>
        <translation>Lżej ranni: wybierz jedną wyeliminowaną jednostkę (dowolnej strony), która wróci do gry rozbita</translation>
    </message>
    <message>
        <source>Walking Wounded: place {unit} broken in or adjacent to {hex}</source>
        <translation>Lżej ranni: umieść rozbitą jednostkę {unit} w {hex} lub obok</translation>
    </message>
    <message>
        <source>Walking Wounded: {unit} leaves the Casualty Track and returns broken at {hex} [E76]</source>
        <translation>Lżej ranni: jednostka {unit} opuszcza Tor strat i wraca rozbita w {hex} [E76]</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}</source>
        <translation>Biały fosfor w {hex}</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}: choose one of your units there to break [E77]</source>
        <translation>Biały fosfor w {hex}: wybierz jedną ze swoich jednostek w tym heksie do rozbicia [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: no Smoke marker is left; no effect</source>
        <translation>Biały fosfor: nie został żaden znacznik Dymu; bez efektu</translation>
    </message>
    <message>
        <source>White Phosphorus: no hex next to an unbroken Squad of his can take Smoke; no effect</source>
        <translation>Biały fosfor: żaden heks obok jego nierozbitej Drużyny nie może przyjąć Dymu; bez efektu</translation>
    </message>
    <message>
        <source>White Phosphorus: place the Smoke {value} next to one of your unbroken Squads [E77]</source>
        <translation>Biały fosfor: umieść Dym {value} obok jednej ze swoich nierozbitych Drużyn [E77]</translation>
    </message>
    <message>
        <source>White Phosphorus: you may draw a random Smoke marker and place it next to one of your unbroken Squads [E77]</source>
        <translation>Biały fosfor: możesz wylosować znacznik Dymu i umieścić go obok jednej ze swoich nierozbitych Drużyn [E77]</translation>
    </message>
    <message>
        <source>Your new secret Objective chit is {letter} ({chit})</source>
        <translation>Twój nowy tajny żeton Celu: {letter} ({chit})</translation>
    </message>
    <message>
        <source>a Fate deck has {cards} cards, this one {count}</source>
        <translation>talia losu ma {cards} karty, ta — {count}</translation>
    </message>
    <message>
        <source>a Fire Order</source>
        <translation>Rozkaz „Ogień”</translation>
    </message>
    <message>
        <source>a Smoke barrage</source>
        <translation>ostrzał dymny</translation>
    </message>
    <message>
        <source>a Weapon item names its carrier unit type; other items do not</source>
        <translation>element Broń wskazuje typ jednostki, która ją nosi; inne elementy — nie</translation>
    </message>
    <message>
        <source>a Weapon or Radio is never placed in a hex: a Weapon goes to a unit [11.2], a Radio to the Artillery Box [12]</source>
        <translation>Broni ani Radia nigdy nie umieszcza się w heksie: Broń otrzymuje jednostka [11.2], Radio trafia do Pola artylerii [12]</translation>
    </message>
    <message>
        <source>a date such as 1944, 1944-06 or 1944-06-06</source>
        <translation>data, np. 1944, 1944-06 lub 1944-06-06</translation>
    </message>
    <message>
        <source>a feature is listed twice</source>
        <translation>element jest podany dwa razy</translation>
    </message>
    <message>
        <source>a hex id such as C7</source>
        <translation>numer heksu, np. C7</translation>
    </message>
    <message>
        <source>a hindrance value goes with los &apos;hindrance&apos;</source>
        <translation>wartość przeszkody idzie w parze z los &apos;hindrance&apos;</translation>
    </message>
    <message>
        <source>a leader has a Command</source>
        <translation>Dowódca ma Dowodzenie</translation>
    </message>
    <message>
        <source>a named leader is a single piece</source>
        <translation>nazwany Dowódca to pojedynczy żeton</translation>
    </message>
    <message>
        <source>a nation has exactly one hero, found {count}</source>
        <translation>narodowość ma dokładnie jednego Bohatera, znaleziono: {count}</translation>
    </message>
    <message>
        <source>a nation has exactly one private, found {count}</source>
        <translation>narodowość ma dokładnie jednego Szeregowego, znaleziono: {count}</translation>
    </message>
    <message>
        <source>a number has {digits} digits; at most {limit} are read</source>
        <translation>liczba ma {digits} cyfr; czytanych jest najwyżej {limit}</translation>
    </message>
    <message>
        <source>a polygon needs an outer ring</source>
        <translation>wielokąt musi mieć zewnętrzny obrys</translation>
    </message>
    <message>
        <source>a ring needs three or more vertices</source>
        <translation>obrys musi mieć co najmniej trzy wierzchołki</translation>
    </message>
    <message>
        <source>a setup zone needs a depth, hexes or anchors (&apos;around&apos;)</source>
        <translation>strefa rozstawienia wymaga głębokości, heksów lub heksów odniesienia (&apos;around&apos;)</translation>
    </message>
    <message>
        <source>a unit in the Gully in {hex} is seen only from adjacent or higher hexes</source>
        <translation>jednostkę w Parowie w {hex} widać tylko z sąsiednich lub wyższych heksów</translation>
    </message>
    <message>
        <source>a {kind} chit needs objective/vp/special set as {wanted}</source>
        <translation>żeton rodzaju {kind} wymaga ustawienia objective/vp/special jako {wanted}</translation>
    </message>
    <message>
        <source>a {order} Order is not among the choices now</source>
        <translation>Rozkazu „{order}” nie ma teraz wśród możliwości</translation>
    </message>
    <message>
        <source>across {hexside}</source>
        <translation>przez {hexside}</translation>
    </message>
    <message>
        <source>all five Objectives controlled</source>
        <translation>kontrola wszystkich pięciu Celów</translation>
    </message>
    <message>
        <source>along {feature}</source>
        <translation>wzdłuż: {feature}</translation>
    </message>
    <message>
        <source>an Event</source>
        <translation>Wydarzenie</translation>
    </message>
    <message>
        <source>an id of lower-case letters, digits and _ such as my_map</source>
        <translation>identyfikator z małych liter łacińskich, cyfr i _, np. my_map</translation>
    </message>
    <message>
        <source>before the Melee dice in {hex}: Ambush [A25]; or pass</source>
        <translation>przed rzutem walki wręcz w {hex}: Zasadzka [A25]; albo spasuj</translation>
    </message>
    <message>
        <source>beyond the Time track</source>
        <translation>poza Torem Czasu</translation>
    </message>
    <message>
        <source>beyond the {spaces} Casualty track spaces [4.2]</source>
        <translation>poza polami Toru strat ({spaces}) [4.2]</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>zablokowana</translation>
    </message>
    <message>
        <source>both sides lose at once: the Initiative card holder wins [6.3.1, 9.2]</source>
        <translation>obie strony przegrywają jednocześnie: wygrywa posiadacz karty Inicjatywy [6.3.1, 9.2]</translation>
    </message>
    <message>
        <source>boxed FP of {unit}</source>
        <translation>FP w ramce: {unit}</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>rozbicie</translation>
    </message>
    <message>
        <source>cannot read the choice {choice}</source>
        <translation>nie można odczytać wyboru {choice}</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>nie można odczytać: {reason}</translation>
    </message>
    <message>
        <source>cannot undo: {reason}</source>
        <translation>nie można cofnąć: {reason}</translation>
    </message>
    <message>
        <source>card {card} is not in your hand</source>
        <translation>karty {card} nie ma w twojej ręce</translation>
    </message>
    <message>
        <source>cards must be numbered 1, 2, 3 ... in order</source>
        <translation>karty muszą być ponumerowane po kolei: 1, 2, 3 ...</translation>
    </message>
    <message>
        <source>chit {letter} doubles the elimination VP scored so far</source>
        <translation>żeton {letter} podwaja dotychczas zdobyte PZ za eliminację</translation>
    </message>
    <message>
        <source>chit {letter} doubles the exit VP scored so far</source>
        <translation>żeton {letter} podwaja dotychczas zdobyte PZ za zejście z planszy</translation>
    </message>
    <message>
        <source>chits both open and excluded: {chits}</source>
        <translation>żetony jednocześnie odkryte i wykluczone: {chits}</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>czysta</translation>
    </message>
    <message>
        <source>crossing {hexside}</source>
        <translation>przekraczając: {hexside}</translation>
    </message>
    <message>
        <source>dice {white}-{colored} appear {count} times, not twice</source>
        <translation>kości {white}-{colored} występują razy: {count}, a nie dwa</translation>
    </message>
    <message>
        <source>downhill</source>
        <translation>w dół zbocza</translation>
    </message>
    <message>
        <source>each Objective = {vp} VP</source>
        <translation>każdy Cel = {vp} PZ</translation>
    </message>
    <message>
        <source>end of the Time advance: Dig In [6.1.2, A32]; or pass</source>
        <translation>koniec przesunięcia Czasu: Okopanie się [6.1.2, A32]; albo spasuj</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5]; or pass</source>
        <translation>jednostki wroga weszły do {hex}: Ukryte miny lub Ukryte zasieki [A35.2, A35.5]; albo spasuj</translation>
    </message>
    <message>
        <source>enter a hex [O21.1]</source>
        <translation>wejdź do heksu [O21.1]</translation>
    </message>
    <message>
        <source>exit off the enemy edge [7.2.1]</source>
        <translation>zejdź z planszy przez krawędź przeciwnika [7.2.1]</translation>
    </message>
    <message>
        <source>file is {size} bytes; content files are at most {limit} bytes</source>
        <translation>plik ma {size} bajtów; pliki zawartości mają najwyżej {limit} bajtów</translation>
    </message>
    <message>
        <source>file not found: {path}</source>
        <translation>nie znaleziono pliku: {path}</translation>
    </message>
    <message>
        <source>first_year {first} is after last_year {last}</source>
        <translation>first_year {first} jest po last_year {last}</translation>
    </message>
    <message>
        <source>friendly edges are normally opposite [7.2]</source>
        <translation>własne krawędzie są zwykle naprzeciwległe [7.2]</translation>
    </message>
    <message>
        <source>group</source>
        <translation>grupa</translation>
    </message>
    <message>
        <source>hand over a Weapon [O21.1.1]</source>
        <translation>przekaż Broń [O21.1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from attack posture&apos;s {posture_size} [1.1]</source>
        <translation>wielkość ręki {size} różni się od wielkości dla zadania „Atak” ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from defend posture&apos;s {posture_size} [1.1]</source>
        <translation>wielkość ręki {size} różni się od wielkości dla zadania „Obrona” ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hand size {size} differs from recon posture&apos;s {posture_size} [1.1]</source>
        <translation>wielkość ręki {size} różni się od wielkości dla zadania „Rozpoznanie” ({posture_size}) [1.1]</translation>
    </message>
    <message>
        <source>hexside {a}|{b} has more than one feature</source>
        <translation>krawędź heksu {a}|{b} ma więcej niż jeden element</translation>
    </message>
    <message>
        <source>hill levels run 0-{top} [T88]</source>
        <translation>poziomy wzgórza wynoszą od 0 do {top} [T88]</translation>
    </message>
    <message>
        <source>hindered {hindrance}</source>
        <translation>przeszkoda {hindrance}</translation>
    </message>
    <message>
        <source>hit: 1 hex towards {white} (white), then 1 towards {colored} (colored) [O18.2.2.1]</source>
        <translation>trafienie: 1 heks w kierunku {white} (kość biała), potem 1 w kierunku {colored} (kość kolorowa) [O18.2.2.1]</translation>
    </message>
    <message>
        <source>impassable: {reason}</source>
        <translation>nieprzekraczalne: {reason}</translation>
    </message>
    <message>
        <source>in Wire</source>
        <translation>w Zasiekach</translation>
    </message>
    <message>
        <source>is listed twice</source>
        <translation>występuje dwa razy</translation>
    </message>
    <message>
        <source>is unaffected</source>
        <translation>bez efektu</translation>
    </message>
    <message>
        <source>its Action {action} is played only when its rule allows it [{rule}, A24.1]</source>
        <translation>jej Akcję „{action}” zagrywa się tylko wtedy, gdy pozwala na to jej reguła [{rule}, A24.1]</translation>
    </message>
    <message>
        <source>its section {section} has no entry of its own</source>
        <translation>jej sekcja {section} nie ma własnego wpisu</translation>
    </message>
    <message>
        <source>level {level} must lie on level {below}; {count} vertices do not</source>
        <translation>poziom {level} musi leżeć na poziomie {below}; wierzchołków poza nim: {count}</translation>
    </message>
    <message>
        <source>level-{level} Hill</source>
        <translation>wzgórze poziomu {level}</translation>
    </message>
    <message>
        <source>low {low} is above high {high}</source>
        <translation>low {low} jest większe niż high {high}</translation>
    </message>
    <message>
        <source>min_range {min_range} exceeds range {range}</source>
        <translation>min_range {min_range} przekracza range {range}</translation>
    </message>
    <message>
        <source>more opening cards than the hand holds</source>
        <translation>kart początkowych jest więcej, niż mieści ręka</translation>
    </message>
    <message>
        <source>names map {map}, found neither beside it nor in {folder}</source>
        <translation>wskazuje mapę {map}, której nie ma ani obok scenariusza, ani w {folder}</translation>
    </message>
    <message>
        <source>names the rule itself</source>
        <translation>odsyła do samej tej reguły</translation>
    </message>
    <message>
        <source>names {rule}, which has no entry</source>
        <translation>odsyła do {rule}, które nie ma wpisu</translation>
    </message>
    <message>
        <source>needs exactly the Radio FPs 8-13</source>
        <translation>wymaga dokładnie FP Radia od 8 do 13</translation>
    </message>
    <message>
        <source>no Fate deck {deck} in the content pack</source>
        <translation>w zawartości gry nie ma talii losu {deck}</translation>
    </message>
    <message>
        <source>no Order is given before the first Turn begins [5]</source>
        <translation>przed początkiem pierwszej Tury nie wydaje się Rozkazów [5]</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>brak kart</translation>
    </message>
    <message>
        <source>no card {number} in the deck</source>
        <translation>w talii nie ma karty {number}</translation>
    </message>
    <message>
        <source>no hex of the entry zone can take a unit, so these reinforcements could never enter [6.1.2, T98]</source>
        <translation>żaden heks strefy wejścia nie może przyjąć jednostki, więc te posiłki nigdy nie mogłyby wejść [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the friendly edge can take a unit, so reinforcements could never enter [6.1.2, T98]</source>
        <translation>żaden heks własnej krawędzi nie może przyjąć jednostki, więc posiłki nigdy nie mogłyby wejść [6.1.2, T98]</translation>
    </message>
    <message>
        <source>no hex of the setup zone can take a unit: each is impassable or off the map [T98]</source>
        <translation>żaden heks strefy rozstawienia nie może przyjąć jednostki: każdy jest nieprzekraczalny lub poza mapą [T98]</translation>
    </message>
    <message>
        <source>no hexes are selected</source>
        <translation>nie zaznaczono żadnego heksu</translation>
    </message>
    <message>
        <source>no map {map} in {folder}</source>
        <translation>brak mapy {map} w {folder}</translation>
    </message>
    <message>
        <source>no player has a broken unit in play and is still free to be activated for Recover or Rout [O23.1]</source>
        <translation>nie ma gracza, który ma rozbitą jednostkę w grze i może jeszcze zostać aktywowany do Odzyskania sił lub Ucieczki [O23.1]</translation>
    </message>
    <message>
        <source>no such field</source>
        <translation>nie ma takiego pola</translation>
    </message>
    <message>
        <source>no unbroken Leader can be activated as the Spotter [O18.2]</source>
        <translation>żadnego nierozbitego Dowódcy nie można aktywować jako Obserwatora [O18.2]</translation>
    </message>
    <message>
        <source>no unit can Advance: none has an adjacent hex to enter or an enemy edge to exit [O16]</source>
        <translation>żadna jednostka nie może wykonać Natarcia: żadna nie ma sąsiedniego heksu do wejścia ani wrogiej krawędzi do wyjścia [O16]</translation>
    </message>
    <message>
        <source>no unit can Fire: none has an enemy unit in Range and LOS [O20.1]</source>
        <translation>żadna jednostka nie może prowadzić Ognia: żadna nie ma jednostki wroga w Zasięgu i linii widoczności [O20.1]</translation>
    </message>
    <message>
        <source>no unit can Move: none can cross a hexside [O14.4]</source>
        <translation>żadna jednostka nie może wykonać Ruchu: żadna nie może przekroczyć krawędzi heksu [O14.4]</translation>
    </message>
    <message>
        <source>no unit can be activated: every unit in play was activated this Turn [O14.1]</source>
        <translation>żadnej jednostki nie można aktywować: każda jednostka w grze została już aktywowana w tej Turze [O14.1]</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>none of your units is broken or Suppressed [O22.1]</source>
        <translation>żadna twoja jednostka nie jest rozbita ani obezwładniona [O22.1]</translation>
    </message>
    <message>
        <source>not UTF-8 text ({reason})</source>
        <translation>to nie jest tekst UTF-8 ({reason})</translation>
    </message>
    <message>
        <source>not a known content file: expected a scenario, map, Fate deck, nation, terrain chart, track display or objective chits</source>
        <translation>nieznany plik zawartości: oczekiwano scenariusza, mapy, talii losu, narodowości, tabeli terenu, torów lub żetonów Celów</translation>
    </message>
    <message>
        <source>not a known key</source>
        <translation>nieznany klucz</translation>
    </message>
    <message>
        <source>not a known key: did you mean {key}?</source>
        <translation>nieznany klucz: czy chodziło o {key}?</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>nieprawidłowy JSON: zbyt głębokie zagnieżdżenie</translation>
    </message>
    <message>
        <source>not valid JSON: {reason} at line {line} column {column}</source>
        <translation>nieprawidłowy JSON: {reason} w wierszu {line}, kolumnie {column}</translation>
    </message>
    <message>
        <source>nothing in the way</source>
        <translation>nic nie przeszkadza</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nie ma nic do cofnięcia</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>poza mapą</translation>
    </message>
    <message>
        <source>one capital letter such as A</source>
        <translation>jedna wielka litera łacińska, np. A</translation>
    </message>
    <message>
        <source>only a leader carries a name</source>
        <translation>tylko Dowódca ma imię</translation>
    </message>
    <message>
        <source>only a unit carries a Weapon [11.2]</source>
        <translation>tylko jednostka nosi Broń [11.2]</translation>
    </message>
    <message>
        <source>only leaders have Command</source>
        <translation>tylko Dowódcy mają Dowodzenie</translation>
    </message>
    <message>
        <source>play Assault Fire [A26]</source>
        <translation>zagraj Ogień szturmowy [A26]</translation>
    </message>
    <message>
        <source>play Smoke Grenades [A39]</source>
        <translation>zagraj Granaty dymne [A39]</translation>
    </message>
    <message>
        <source>provisional names {name}, which is not a field</source>
        <translation>provisional wskazuje {name}, które nie jest polem</translation>
    </message>
    <message>
        <source>reinforcements are placed when they arrive, in their entry zone or along the friendly edge [6.1.2]: they have no fixed hexes</source>
        <translation>posiłki umieszcza się po przybyciu, w ich strefie wejścia lub wzdłuż własnej krawędzi [6.1.2]: nie mają stałych heksów</translation>
    </message>
    <message>
        <source>reinforcements arrive after the Time start</source>
        <translation>posiłki przybywają po początkowym polu Czasu</translation>
    </message>
    <message>
        <source>same hex</source>
        <translation>ten sam heks</translation>
    </message>
    <message>
        <source>should be {expected}</source>
        <translation>oczekiwano: {expected}</translation>
    </message>
    <message>
        <source>space {space} is beyond the Time track (0-{last})</source>
        <translation>pole {space} leży poza Torem Czasu (0-{last})</translation>
    </message>
    <message>
        <source>starting VP name a side exactly when the value is not 0</source>
        <translation>początkowe PZ wskazują stronę dokładnie wtedy, gdy wartość nie wynosi 0</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>zatrzymaj się</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>kapitulacja</translation>
    </message>
    <message>
        <source>the Allies lead by {vp} VP</source>
        <translation>Alianci prowadzą o {vp} PZ</translation>
    </message>
    <message>
        <source>the Artillery Accuracy roll</source>
        <translation>rzut na celność artylerii</translation>
    </message>
    <message>
        <source>the Axis leads by {vp} VP</source>
        <translation>Oś prowadzi o {vp} PZ</translation>
    </message>
    <message>
        <source>the Commissar roll of {unit}</source>
        <translation>rzut Komisarza dla jednostki {unit}</translation>
    </message>
    <message>
        <source>the Crest Line of the {hill} hides the lower end</source>
        <translation>linia grzbietu ({hill}) zasłania niższy koniec</translation>
    </message>
    <message>
        <source>the Defender gains 1 VP per Time advance</source>
        <translation>Obrońca zdobywa 1 PZ za każde przesunięcie Czasu</translation>
    </message>
    <message>
        <source>the Fire Defense of {unit}</source>
        <translation>obrona przed ogniem jednostki {unit}</translation>
    </message>
    <message>
        <source>the Fix range must lie below the Elim range</source>
        <translation>zakres naprawy musi leżeć poniżej zakresu eliminacji</translation>
    </message>
    <message>
        <source>the Hidden Unit Support Table roll</source>
        <translation>rzut na Tabelę wsparcia dla Ukrytej jednostki</translation>
    </message>
    <message>
        <source>the Melee in {hex}</source>
        <translation>walka wręcz w {hex}</translation>
    </message>
    <message>
        <source>the Melee in {hex} is over: No Quarter [A38]; or pass</source>
        <translation>walka wręcz w {hex} zakończona: Bez litości [A38]; albo spasuj</translation>
    </message>
    <message>
        <source>the Order under way must be finished before another is given [O14.2]</source>
        <translation>trwający Rozkaz musi się zakończyć, zanim zostanie wydany kolejny [O14.2]</translation>
    </message>
    <message>
        <source>the Rally Roll of {unit}</source>
        <translation>rzut na przegrupowanie jednostki {unit}</translation>
    </message>
    <message>
        <source>the Rout Roll of {unit}</source>
        <translation>rzut na ucieczkę jednostki {unit}</translation>
    </message>
    <message>
        <source>the Sniper</source>
        <translation>Snajper</translation>
    </message>
    <message>
        <source>the Spotting Round&apos;s drift</source>
        <translation>odchylenie strzału wstrzeliwującego</translation>
    </message>
    <message>
        <source>the Sudden Death roll</source>
        <translation>rzut na Nagłą śmierć</translation>
    </message>
    <message>
        <source>the Sudden Death space must lie after the Time start [6.2]</source>
        <translation>pole Nagłej śmierci musi leżeć za początkowym polem Czasu [6.2]</translation>
    </message>
    <message>
        <source>the Support Table roll</source>
        <translation>rzut na Tabelę wsparcia</translation>
    </message>
    <message>
        <source>the Time track needs at least one space</source>
        <translation>Tor Czasu musi mieć co najmniej jedno pole</translation>
    </message>
    <message>
        <source>the broken {weapon} breaks again and is eliminated ({cause})</source>
        <translation>uszkodzona broń {weapon} zostaje ponownie uszkodzona i wyeliminowana ({cause})</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Blaze marker [T94]</source>
        <translation>pula żetonów musi zawierać co najmniej jeden znacznik Pożaru [T94]</translation>
    </message>
    <message>
        <source>the counter mix needs at least one Smoke marker [T94]</source>
        <translation>pula żetonów musi zawierać co najmniej jeden znacznik Dymu [T94]</translation>
    </message>
    <message>
        <source>the enemy has no Radio in play [O17]</source>
        <translation>przeciwnik nie ma Radia w grze [O17]</translation>
    </message>
    <message>
        <source>the game has 22 Objective chits, this file {count}</source>
        <translation>gra ma 22 żetony Celów, ten plik — {count}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message>
        <source>the game is over: no choice is legal</source>
        <translation>gra się skończyła: żaden wybór nie jest dozwolony</translation>
    </message>
    <message>
        <source>the hexside into {hex} is a {hexside}</source>
        <translation>krawędź heksu prowadząca do {hex} to: {hexside}</translation>
    </message>
    <message>
        <source>the hill outlines put the centre dot of {hex} at level {drawn}, the hex says {stored} [T88.3.1]</source>
        <translation>według obrysów wzgórz środek heksu {hex} leży na poziomie {drawn}, a heks podaje {stored} [T88.3.1]</translation>
    </message>
    <message>
        <source>the id {id} must match the file name {file}</source>
        <translation>identyfikator {id} musi odpowiadać nazwie pliku {file}</translation>
    </message>
    <message>
        <source>the key {key} appears more than once</source>
        <translation>klucz {key} występuje więcej niż raz</translation>
    </message>
    <message>
        <source>the last choice revealed a card or used chance</source>
        <translation>ostatni wybór odkrył kartę lub zależał od losu</translation>
    </message>
    <message>
        <source>the number {number} is out of range</source>
        <translation>liczba {number} jest poza zakresem</translation>
    </message>
    <message>
        <source>the other side has to decide now</source>
        <translation>teraz decyzję musi podjąć druga strona</translation>
    </message>
    <message>
        <source>the ring encloses no ground</source>
        <translation>obrys nie obejmuje żadnego obszaru</translation>
    </message>
    <message>
        <source>the two sides cannot share a friendly edge</source>
        <translation>obie strony nie mogą mieć wspólnej własnej krawędzi</translation>
    </message>
    <message>
        <source>the two sides&apos; setup zones share {count} hexes ({hexes}): each side sets up in hexes of its own</source>
        <translation>strefy rozstawienia obu stron mają wspólne heksy: {count} ({hexes}); każda strona rozstawia się we własnych heksach</translation>
    </message>
    <message>
        <source>the {attack}</source>
        <translation>{attack}</translation>
    </message>
    <message>
        <source>the {obstacle} is in the way</source>
        <translation>na drodze: {obstacle}</translation>
    </message>
    <message>
        <source>the {weapon} breaks ({cause})</source>
        <translation>broń {weapon} zostaje uszkodzona ({cause})</translation>
    </message>
    <message>
        <source>the {weapon} is used up and eliminated [11.6]</source>
        <translation>broń {weapon} zostaje zużyta i wyeliminowana [11.6]</translation>
    </message>
    <message>
        <source>there is no Objective chit {letter}</source>
        <translation>nie ma żetonu Celu {letter}</translation>
    </message>
    <message>
        <source>there is no polygon {index}</source>
        <translation>nie ma wielokąta {index}</translation>
    </message>
    <message>
        <source>there is no vertex {vertex} of ring {ring}</source>
        <translation>nie ma wierzchołka {vertex} w pierścieniu {ring}</translation>
    </message>
    <message>
        <source>this map has no outlines</source>
        <translation>ta mapa nie ma konturów</translation>
    </message>
    <message>
        <source>ties while activated to Move and breaks</source>
        <translation>remis przy aktywacji do Ruchu: rozbicie</translation>
    </message>
    <message>
        <source>ties: Suppressed</source>
        <translation>remis: obezwładnienie</translation>
    </message>
    <message>
        <source>undo &apos;{choice}&apos;</source>
        <translation>cofnij „{choice}”</translation>
    </message>
    <message>
        <source>unknown Fate deck {deck}</source>
        <translation>nieznana talia losu {deck}</translation>
    </message>
    <message>
        <source>unknown computer level {level}: the levels are {levels}</source>
        <translation>nieznany poziom komputera {level}: poziomy to {levels}</translation>
    </message>
    <message>
        <source>unknown nation {nation}</source>
        <translation>nieznana narodowość {nation}</translation>
    </message>
    <message>
        <source>uphill</source>
        <translation>pod górę</translation>
    </message>
    <message>
        <source>you have given all {count} Orders of this Turn [5, O14]</source>
        <translation>wydano już wszystkie Rozkazy tej Tury ({count}) [5, O14]</translation>
    </message>
    <message>
        <source>you have no Radio in play [O18]</source>
        <translation>nie masz Radia w grze [O18]</translation>
    </message>
    <message>
        <source>you were activated for Recover or Rout this Turn already [O22.1]</source>
        <translation>w tej Turze zostałeś już aktywowany do Odzyskania sił lub Ucieczki [O22.1]</translation>
    </message>
    <message>
        <source>your opponent discarded by passing: Demolitions or Hidden Unit [O15, A31, A35.4]; or pass</source>
        <translation>przeciwnik odrzucił karty, pasując: Ładunki burzące lub Ukryta jednostka [O15, A31, A35.4]; albo spasuj</translation>
    </message>
    <message>
        <source>{action}: +2 FP to the {attack} [{rule}]</source>
        <translation>{action}: +2 FP — {attack} [{rule}]</translation>
    </message>
    <message>
        <source>{aim}: choose the firing pieces one by one [O20.3.1]</source>
        <translation>{aim}: wybieraj strzelające żetony po kolei [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1]</source>
        <translation>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1]</translation>
    </message>
    <message>
        <source>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1] (below 1: cancelled unless Actions raise it [10.3.2.1])</source>
        <translation>{aim}: {pieces}; FP {arithmetic} = {fp} [O20.3.1] (poniżej 1: atak anulowany, chyba że Akcje podniosą FP [10.3.2.1])</translation>
    </message>
    <message>
        <source>{arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{arithmetic} -&gt; {then} z {total} MP [O21.1]</translation>
    </message>
    <message>
        <source>{attack} and {second}</source>
        <translation>{attack} i {second}</translation>
    </message>
    <message>
        <source>{attack} at {hex}</source>
        <translation>{attack} na {hex}</translation>
    </message>
    <message>
        <source>{attack} by {pieces} on {hex}</source>
        <translation>{attack} ({pieces}) na {hex}</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Choose the next unit to make its Fire Defense roll [O20.3.4]</source>
        <translation>{attack}: Suma ataku {total}. Wybierz następną jednostkę do rzutu obrony przed ogniem [O20.3.4]</translation>
    </message>
    <message>
        <source>{attack}: Attack Total {total}. Play Actions before the Fire Defense Roll of {unit}, or continue [A29, A35.1, A35.3]</source>
        <translation>{attack}: Suma ataku {total}. Zagraj Akcje przed rzutem obrony przed ogniem jednostki {unit} albo kontynuuj [A29, A35.1, A35.3]</translation>
    </message>
    <message>
        <source>{attack}: FP {fp}. Play Actions before the Fire Attack Roll, or continue [A24.1, A27, A30, A34, A37, A40, A41]</source>
        <translation>{attack}: FP {fp}. Zagraj Akcje przed rzutem ataku ogniowego albo kontynuuj [A24.1, A27, A30, A34, A37, A40, A41]</translation>
    </message>
    <message>
        <source>{attack}: Sustained Fire on doubles: choose the firing Mortar or MG that breaks ({count} due) [A41]</source>
        <translation>{attack}: Ogień ciągły przy dublecie: wybierz strzelający Moździerz lub karabin maszynowy, który zostaje uszkodzony (do uszkodzenia: {count}) [A41]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: rzut na trafienie {roll}, iloczyn {product} -{hindrance} (Przeszkoda) [10.3.1] = {net} &gt; odległość {range}: trafienie [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} -{hindrance} Hindrance [10.3.1] = {net} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: rzut na trafienie {roll}, iloczyn {product} -{hindrance} (Przeszkoda) [10.3.1] = {net} nie jest &gt; odległość {range}: chybienie, strzał anulowany [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} &gt; range {range}: hit [O20.2.3]</source>
        <translation>{attack}: rzut na trafienie {roll}, iloczyn {product} &gt; odległość {range}: trafienie [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: Targeting roll {roll}, product {product} is not &gt; range {range}: miss, the shot is cancelled [O20.2.3]</source>
        <translation>{attack}: rzut na trafienie {roll}, iloczyn {product} nie jest &gt; odległość {range}: chybienie, strzał anulowany [O20.2.3]</translation>
    </message>
    <message>
        <source>{attack}: final FP {arithmetic} = {fp}, below 1: the shot is cancelled [10.3.2.1]</source>
        <translation>{attack}: końcowe FP {arithmetic} = {fp}, poniżej 1: strzał anulowany [10.3.2.1]</translation>
    </message>
    <message>
        <source>{attack}: the firing Weapon was eliminated while the Targeting roll&apos;s trigger was resolved: no Fire Attack Roll is made [O20.2, 1.9.1]</source>
        <translation>{attack}: strzelająca broń została wyeliminowana podczas rozpatrywania wyzwalacza rzutu na trafienie: rzut ataku ogniowego nie jest wykonywany [O20.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} +{airburst} Airbursts [T99] -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = FP {fp}; rzut {roll} +{airburst} (wybuchy w koronach drzew) [T99] -&gt; Suma ataku {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{attack}: {arithmetic} = FP {fp}; roll {roll} -&gt; Attack Total {total} [O20.3.3]</source>
        <translation>{attack}: {arithmetic} = FP {fp}; rzut {roll} -&gt; Suma ataku {total} [O20.3.3]</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent</source>
        <translation>{a} i {b} nie sąsiadują</translation>
    </message>
    <message>
        <source>{a} and {b} are not adjacent, so share no hexside</source>
        <translation>{a} i {b} nie sąsiadują, więc nie mają wspólnej krawędzi heksu</translation>
    </message>
    <message>
        <source>{a}|{b} is off the map</source>
        <translation>{a}|{b} leży poza mapą</translation>
    </message>
    <message>
        <source>{choice} is not legal for the {side:adjective} {kind} decision; legal: {legal}</source>
        <translation>{choice} nie jest dozwolony w decyzji {kind} strony {side}; dozwolone: {legal}</translation>
    </message>
    <message>
        <source>{count} Fortifications to place, but only {hexes} hexes of the setup zone can take one (not Water, one per hex) [F100.3]</source>
        <translation>Fortyfikacji do umieszczenia: {count}, ale tylko {hexes} heksów strefy rozstawienia może je przyjąć (nie Woda, jedna na heks) [F100.3]</translation>
    </message>
    <message>
        <source>{count} Radios at start; a side has at most 1 [8.1.2]</source>
        <translation>Radia na początku: {count}; strona ma najwyżej 1 [8.1.2]</translation>
    </message>
    <message>
        <source>{count} hexes are missing: {hexes}</source>
        <translation>brakuje heksów ({count}): {hexes}</translation>
    </message>
    <message>
        <source>{count} vertices lie off the map, the first at ({x}, {y})</source>
        <translation>wierzchołków poza mapą: {count}, pierwszy w ({x}, {y})</translation>
    </message>
    <message>
        <source>{cover} {value} - Road {road}</source>
        <translation>{cover} {value} - Droga {road}</translation>
    </message>
    <message>
        <source>{drawn} chits wanted but only {available} can be drawn</source>
        <translation>potrzeba żetonów: {drawn}, ale można wylosować tylko {available}</translation>
    </message>
    <message>
        <source>{entry} needs a side and {count} settings</source>
        <translation>{entry} wymaga strony i ustawień ({count})</translation>
    </message>
    <message>
        <source>{entry}: side must be one of {sides}</source>
        <translation>{entry}: strona musi być jedną z {sides}</translation>
    </message>
    <message>
        <source>{event}: no Objective chit is left to draw</source>
        <translation>{event}: nie został żaden żeton Celu do dobrania</translation>
    </message>
    <message>
        <source>{event}: nothing to pick; no effect</source>
        <translation>{event}: nie ma czego wybrać; bez efektu</translation>
    </message>
    <message>
        <source>{event}: {hex} is Water: nothing happens</source>
        <translation>{event}: {hex} to Woda: nic się nie dzieje</translation>
    </message>
    <message>
        <source>{event}: {hex} is a Blaze: nothing happens</source>
        <translation>{event}: w {hex} jest Pożar: nic się nie dzieje</translation>
    </message>
    <message>
        <source>{event}: {hex} is off this map: nothing happens</source>
        <translation>{event}: {hex} leży poza tą mapą: nic się nie dzieje</translation>
    </message>
    <message>
        <source>{feature} in {hex}</source>
        <translation>{feature} w {hex}</translation>
    </message>
    <message>
        <source>{file}: content.{part}: the game was saved with other game content than this version has</source>
        <translation>{file}: content.{part}: gra została zapisana z innymi danymi gry niż te w tej wersji</translation>
    </message>
    <message>
        <source>{file}: format_version: not a saved game of this program (no save format and version)</source>
        <translation>{file}: format_version: to nie jest zapis gry tego programu (brak formatu zapisu i wersji)</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by a later version of the game ({saved}, save format {found}); this version ({current}) reads save format {format}: update the game to open it</source>
        <translation>{file}: format_version: zapisano nowszą wersją gry ({saved}, format zapisu {found}); ta wersja ({current}) czyta format {format}: zaktualizuj grę, aby go otworzyć</translation>
    </message>
    <message>
        <source>{file}: format_version: saved by an earlier version of the game ({saved}, save format {found}); this version ({current}) reads save format {format} only</source>
        <translation>{file}: format_version: zapisano wcześniejszą wersją gry ({saved}, format zapisu {found}); ta wersja ({current}) czyta tylko format {format}</translation>
    </message>
    <message>
        <source>{file}: the game engine failed reading it ({reason})</source>
        <translation>{file}: silnik gry nie zdołał go odczytać ({reason})</translation>
    </message>
    <message>
        <source>{file}: map: the file holds map {held}, but the scenario is played on {played}</source>
        <translation>{file}: map: plik zawiera mapę {held}, a scenariusz rozgrywa się na {played}</translation>
    </message>
    <message>
        <source>Ambush: the {side} pick {unit} to break [A25]</source>
        <translation>Zasadzka: strona {side} wybiera do rozbicia jednostkę {unit} [A25]</translation>
    </message>
    <message>
        <source>Ambush: the {side} picks {unit} to break [A25]</source>
        <translation>Zasadzka: strona {side} wybiera do rozbicia jednostkę {unit} [A25]</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gain {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Spójność na polu bitwy: strona {side} zdobywa PZ: {count}, po 1 za każdą jednostkę strony {enemy} na Torze strat</translation>
    </message>
    <message>
        <source>Battlefield Integrity: the {side} gains {count} VP, 1 per {enemy:adjective} unit on the Casualty Track</source>
        <translation>Spójność na polu bitwy: strona {side} zdobywa PZ: {count}, po 1 za każdą jednostkę strony {enemy} na Torze strat</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gain {count} VP, 1 per Objective they control ({objectives})</source>
        <translation>Dowodzenie i kontrola: strona {side} zdobywa PZ: {count}, po 1 za każdy kontrolowany Cel ({objectives})</translation>
    </message>
    <message>
        <source>Command &amp; Control: the {side} gains {count} VP, 1 per Objective it controls ({objectives})</source>
        <translation>Dowodzenie i kontrola: strona {side} zdobywa PZ: {count}, po 1 za każdy kontrolowany Cel ({objectives})</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hex away [3.3.1.1]</source>
        <translation>Dowodzenie {count}: może też aktywować własne jednostki w promieniu {count} heksu [3.3.1.1]</translation>
    </message>
    <message>
        <source>Command {count}: may also activate friendly units up to {count} hexes away [3.3.1.1]</source>
        <translation>Dowodzenie {count}: może też aktywować własne jednostki w promieniu {count} (w heksach) [3.3.1.1]</translation>
    </message>
    <message>
        <source>Discard up to {count} more card [O15]</source>
        <translation>Odrzuć jeszcze najwyżej {count} kartę [O15]</translation>
    </message>
    <message>
        <source>Discard up to {count} more cards [O15]</source>
        <translation>Odrzuć jeszcze karty (najwyżej {count}) [O15]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shot made); each piece fires once [O20.3]</source>
        <translation>Rozkaz „Ogień”: wybierz heks celu (oddany strzał: {count}); każdy żeton strzela raz [O20.3]</translation>
    </message>
    <message>
        <source>Fire Order: pick a target hex ({count} shots made); each piece fires once [O20.3]</source>
        <translation>Rozkaz „Ogień”: wybierz heks celu (oddane strzały: {count}); każdy żeton strzela raz [O20.3]</translation>
    </message>
    <message>
        <source>Fog of War: the {side} take card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Mgła wojny: strona {side} zabiera losowo kartę {card} ({order}) z ręki strony {owner}; karta trafia na stos kart odrzuconych strony {owner}</translation>
    </message>
    <message>
        <source>Fog of War: the {side} takes card {card} ({order}) at random from the {owner:adjective} hand; it goes to the {owner:adjective} discard pile</source>
        <translation>Mgła wojny: strona {side} zabiera losowo kartę {card} ({order}) z ręki strony {owner}; karta trafia na stos kart odrzuconych strony {owner}</translation>
    </message>
    <message>
        <source>Interrogation: the {side} put the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Przesłuchanie: strona {side} kładzie kartę {card} ({order}) strony {owner} na jej stosie kart odrzuconych</translation>
    </message>
    <message>
        <source>Interrogation: the {side} puts the {owner:adjective} card {card} ({order}) on its discard pile</source>
        <translation>Przesłuchanie: strona {side} kładzie kartę {card} ({order}) strony {owner} na jej stosie kart odrzuconych</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; a tie: the {holder} held the {fortification} hex alone, so only the {loser:adjective} side is eliminated [O16.4.3, F101, F104]</source>
        <translation>Walka wręcz w {hex}: {inactive} {inactive_total} — {active} {active_total}; remis: strona {holder} sama zajmowała heks z fortyfikacją {fortification}, więc wyeliminowana zostaje tylko strona {loser} [O16.4.3, F101, F104]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} has the lower Melee Total [O16.4.3]</source>
        <translation>Walka wręcz w {hex}: {inactive} {inactive_total} — {active} {active_total}; strona {side} ma niższą Sumę walki wręcz [O16.4.3]</translation>
    </message>
    <message>
        <source>Melee in {hex}: {inactive} {inactive_total} vs {active} {active_total}; the {side} have the lower Melee Total [O16.4.3]</source>
        <translation>Walka wręcz w {hex}: {inactive} {inactive_total} — {active} {active_total}; strona {side} ma niższą Sumę walki wręcz [O16.4.3]</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Cel misji: strona {side} dobiera żeton Celu {letter} ({chit}); nie ma on tajnej strony i jest odkryty: znacznik PZ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draw a secret Objective chit</source>
        <translation>Cel misji: strona {side} dobiera tajny żeton Celu</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws Objective chit {letter} ({chit}); it has no secret side and is open: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Cel misji: strona {side} dobiera żeton Celu {letter} ({chit}); nie ma on tajnej strony i jest odkryty: znacznik PZ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Mission Objective: the {side} draws a secret Objective chit</source>
        <translation>Cel misji: strona {side} dobiera tajny żeton Celu</translation>
    </message>
    <message>
        <source>Objective {number} is in {count} hexes, not 1: a map carries all five numbered Objectives, each in one hex, for the Objective chits to score [2.3]</source>
        <translation>Cel {number} jest w {count} heksach, a nie w 1: każda mapa ma wszystkie pięć numerowanych celów, każdy w jednym heksie, aby żetony celów mogły dawać punkty [2.3]</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveal their secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Rozpoznanie: strona {side} odkrywa swój tajny żeton Celu {letter} ({chit}); jest on odkryty i od razu punktuje: znacznik PZ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Reconnaissance: the {side} reveals its secret Objective chit {letter} ({chit}); it is open and scores at once: VP marker {before:+d} -&gt; {after:+d}</source>
        <translation>Rozpoznanie: strona {side} odkrywa swój tajny żeton Celu {letter} ({chit}); jest on odkryty i od razu punktuje: znacznik PZ {before:+d} -&gt; {after:+d}</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hex left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Odwrót jednostki {unit} (pozostał {count} heks): wejdź do heksu bliższego własnej krawędzi [O23.3]</translation>
    </message>
    <message>
        <source>Retreat {unit} ({count} hexes left): enter a hex closer to your friendly edge [O23.3]</source>
        <translation>Odwrót jednostki {unit} (pozostało heksów: {count}): wejdź do heksu bliższego własnej krawędzi [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hex [O23.3]</source>
        <translation>Rzut na ucieczkę {roll} ({dice}) wobec Morale {morale} [O23.2]: większy o {roll} - {morale_total} = {count}: jednostka {unit} musi wykonać Odwrót o {count} heks [O23.3]</translation>
    </message>
    <message>
        <source>Rout Roll {roll} ({dice}) vs Morale {morale} [O23.2]: greater by {roll} - {morale_total} = {count}: {unit} must Retreat {count} hexes [O23.3]</source>
        <translation>Rzut na ucieczkę {roll} ({dice}) wobec Morale {morale} [O23.2]: większy o {roll} - {morale_total} = {count}: jednostka {unit} musi wykonać Odwrót (liczba heksów: {count}) [O23.3]</translation>
    </message>
    <message>
        <source>The {side} activate the {target} for a Rout Order [O23.1]; the {side} make the Rout Rolls for: {units} [O23.2]</source>
        <translation>Strona {side} aktywuje stronę {target} do Rozkazu „Ucieczka” [O23.1]; strona {side} wykonuje rzuty na ucieczkę dla: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activate {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>Strona {side} aktywuje: {units} ({order}) [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} activates the {target} for a Rout Order [O23.1]; the {side} makes the Rout Rolls for: {units} [O23.2]</source>
        <translation>Strona {side} aktywuje stronę {target} do Rozkazu „Ucieczka” [O23.1]; strona {side} wykonuje rzuty na ucieczkę dla: {units} [O23.2]</translation>
    </message>
    <message>
        <source>The {side} activates {units} for {order} [O14.1, 3.3.1.1]</source>
        <translation>Strona {side} aktywuje: {units} ({order}) [O14.1, 3.3.1.1]</translation>
    </message>
    <message>
        <source>The {side} announce a Smoke barrage [O18.2.1.1]</source>
        <translation>Strona {side} zapowiada ostrzał dymny [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} announces a Smoke barrage [O18.2.1.1]</source>
        <translation>Strona {side} zapowiada ostrzał dymny [O18.2.1.1]</translation>
    </message>
    <message>
        <source>The {side} are activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Strona {side} zostaje aktywowana do Rozkazu „Odzyskanie sił” [O22.1]: usunięte znaczniki obezwładnienia: {count}; rzuty na przegrupowanie dla: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} control all five Objectives before the Sudden Death roll and win</source>
        <translation>Strona {side} kontroluje wszystkie pięć Celów przed rzutem na Nagłą śmierć i wygrywa</translation>
    </message>
    <message>
        <source>The {side} controls all five Objectives before the Sudden Death roll and wins</source>
        <translation>Strona {side} kontroluje wszystkie pięć Celów przed rzutem na Nagłą śmierć i wygrywa</translation>
    </message>
    <message>
        <source>The {side} decline the Air Support [E43]</source>
        <translation>Strona {side} rezygnuje ze Wsparcia lotniczego [E43]</translation>
    </message>
    <message>
        <source>The {side} declines the Air Support [E43]</source>
        <translation>Strona {side} rezygnuje ze Wsparcia lotniczego [E43]</translation>
    </message>
    <message>
        <source>The {side} discard card {card} ({order})</source>
        <translation>Strona {side} odrzuca kartę {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} discards card {card} ({order})</source>
        <translation>Strona {side} odrzuca kartę {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} do not Deploy [E52]</source>
        <translation>Strona {side} nie wykonuje Rozwinięcia [E52]</translation>
    </message>
    <message>
        <source>The {side} do not place the Private [E56]</source>
        <translation>Strona {side} nie umieszcza Szeregowego [E56]</translation>
    </message>
    <message>
        <source>The {side} does not Deploy [E52]</source>
        <translation>Strona {side} nie wykonuje Rozwinięcia [E52]</translation>
    </message>
    <message>
        <source>The {side} does not place the Private [E56]</source>
        <translation>Strona {side} nie umieszcza Szeregowego [E56]</translation>
    </message>
    <message>
        <source>The {side} draw a card</source>
        <translation>Strona {side} dobiera kartę</translation>
    </message>
    <message>
        <source>The {side} draw card {card} ({order})</source>
        <translation>Strona {side} dobiera kartę {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} draws a card</source>
        <translation>Strona {side} dobiera kartę</translation>
    </message>
    <message>
        <source>The {side} draws card {card} ({order})</source>
        <translation>Strona {side} dobiera kartę {card} ({order})</translation>
    </message>
    <message>
        <source>The {side} end the Fire Order</source>
        <translation>Strona {side} kończy Rozkaz „Ogień”</translation>
    </message>
    <message>
        <source>The {side} ends the Fire Order</source>
        <translation>Strona {side} kończy Rozkaz „Ogień”</translation>
    </message>
    <message>
        <source>The {side} has no Squad to Deploy</source>
        <translation>Strona {side} nie ma Drużyny do Rozwinięcia</translation>
    </message>
    <message>
        <source>The {side} has no broken unit</source>
        <translation>Strona {side} nie ma rozbitej jednostki</translation>
    </message>
    <message>
        <source>The {side} has no friendly hex</source>
        <translation>Strona {side} nie ma własnego heksu</translation>
    </message>
    <message>
        <source>The {side} has no unit without a Veteran marker on the map</source>
        <translation>Strona {side} nie ma na mapie jednostki bez znacznika Weterana</translation>
    </message>
    <message>
        <source>The {side} have no Squad to Deploy</source>
        <translation>Strona {side} nie ma Drużyny do Rozwinięcia</translation>
    </message>
    <message>
        <source>The {side} have no broken unit</source>
        <translation>Strona {side} nie ma rozbitej jednostki</translation>
    </message>
    <message>
        <source>The {side} have no friendly hex</source>
        <translation>Strona {side} nie ma własnego heksu</translation>
    </message>
    <message>
        <source>The {side} have no unit without a Veteran marker on the map</source>
        <translation>Strona {side} nie ma na mapie jednostki bez znacznika Weterana</translation>
    </message>
    <message>
        <source>The {side} is activated for a Recover Order [O22.1]: Suppressed markers removed: {count}; Rally Rolls for: {units} [O22.2]</source>
        <translation>Strona {side} zostaje aktywowana do Rozkazu „Odzyskanie sił” [O22.1]: usunięte znaczniki obezwładnienia: {count}; rzuty na przegrupowanie dla: {units} [O22.2]</translation>
    </message>
    <message>
        <source>The {side} keep the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Strona {side} zachowuje PZ za eliminację jednostki {unit}: {vp} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} keeps the {vp} VP of {unit}&apos;s elimination [7.1, E76]</source>
        <translation>Strona {side} zachowuje PZ za eliminację jednostki {unit}: {vp} [7.1, E76]</translation>
    </message>
    <message>
        <source>The {side} lose: {reason}</source>
        <translation>Strona {side} przegrywa: {reason}</translation>
    </message>
    <message>
        <source>The {side} loses: {reason}</source>
        <translation>Strona {side} przegrywa: {reason}</translation>
    </message>
    <message>
        <source>The {side} pass and may discard [O15]</source>
        <translation>Strona {side} pasuje i może odrzucić karty [O15]</translation>
    </message>
    <message>
        <source>The {side} passes and may discard [O15]</source>
        <translation>Strona {side} pasuje i może odrzucić karty [O15]</translation>
    </message>
    <message>
        <source>The {side} pick {item} from the Support Table [{rule}]</source>
        <translation>Strona {side} wybiera z Tabeli wsparcia: {item} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} picks {item} from the Support Table [{rule}]</source>
        <translation>Strona {side} wybiera z Tabeli wsparcia: {item} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „Ogień” do Ognia reakcyjnego na {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for Light Wounds [A36]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „Lekkie rany” [A36]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for a {order} Order [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Rozkaz „{order}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for an {order} Order [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Rozkaz „{order}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” po walce wręcz w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” jednostki {unit}, do {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action} in {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}”: wyeliminowano fortyfikację {fortification} w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} play the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>Strona {side} zagrywa kartę Inicjatywy: rzut zostaje anulowany i wykonany ponownie; karta przechodzi do strony {other}</translation>
    </message>
    <message>
        <source>The {side} plays card {card} as a Fire Action for Op Fire at {hex} [A33.2]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „Ogień” do Ognia reakcyjnego na {hex} [A33.2]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for Light Wounds [A36]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „Lekkie rany” [A36]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for a {order} Order [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Rozkaz „{order}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for an {order} Order [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Rozkaz „{order}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} after the Melee in {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” po walce wręcz w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} by {unit}, into {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” jednostki {unit}, do {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action} in {hex} [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}” w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays card {card} for {action}: the {fortification} in {hex} is eliminated [{rule}]</source>
        <translation>Strona {side} zagrywa kartę {card} jako Akcję „{action}”: wyeliminowano fortyfikację {fortification} w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>The {side} plays the Initiative card: the roll is cancelled and made again; the card passes to the {other}</source>
        <translation>Strona {side} zagrywa kartę Inicjatywy: rzut zostaje anulowany i wykonany ponownie; karta przechodzi do strony {other}</translation>
    </message>
    <message>
        <source>The {side} reveal card {card} ({purpose})</source>
        <translation>Strona {side} odkrywa kartę {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} reveals card {card} ({purpose})</source>
        <translation>Strona {side} odkrywa kartę {card} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} roll {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>Strona {side} wyrzuca {roll} ({purpose}) — rzut pominięty: wykonany podczas rozpatrywania wyzwalacza [1.9.1]</translation>
    </message>
    <message>
        <source>The {side} roll {roll} for {purpose}</source>
        <translation>Strona {side} wyrzuca {roll} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} rolled {roll} for {purpose}: use the Initiative card to re-roll? [9.1]</source>
        <translation>Strona {side} wyrzuciła {roll} ({purpose}): użyć karty Inicjatywy do przerzutu? [9.1]</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} (ignored: rolled while resolving a trigger [1.9.1]) for {purpose}</source>
        <translation>Strona {side} wyrzuca {roll} ({purpose}) — rzut pominięty: wykonany podczas rozpatrywania wyzwalacza [1.9.1]</translation>
    </message>
    <message>
        <source>The {side} rolls {roll} for {purpose}</source>
        <translation>Strona {side} wyrzuca {roll} ({purpose})</translation>
    </message>
    <message>
        <source>The {side} scrounge nothing [E71]</source>
        <translation>Strona {side} niczego nie zdobywa [E71]</translation>
    </message>
    <message>
        <source>The {side} scrounges nothing [E71]</source>
        <translation>Strona {side} niczego nie zdobywa [E71]</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} card)</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer} ({count} karta)</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer} ({count} cards)</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer} (kart: {count})</translation>
    </message>
    <message>
        <source>The {side} show their hand to the {viewer}: {cards}</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer}: {cards}</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} card)</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer} ({count} karta)</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer} ({count} cards)</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer} (kart: {count})</translation>
    </message>
    <message>
        <source>The {side} shows its hand to the {viewer}: {cards}</source>
        <translation>Strona {side} pokazuje rękę stronie {viewer}: {cards}</translation>
    </message>
    <message>
        <source>The {side} suppress nobody [E75]</source>
        <translation>Strona {side} nie tłumi żadnej jednostki [E75]</translation>
    </message>
    <message>
        <source>The {side} suppresses nobody [E75]</source>
        <translation>Strona {side} nie tłumi żadnej jednostki [E75]</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number} ({hex})</source>
        <translation>Strona {side} przejmuje kontrolę nad Celem {number} ({hex})</translation>
    </message>
    <message>
        <source>The {side} take control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Strona {side} przejmuje kontrolę nad Celem {number}, budynkiem {hexes}: nie została w nim żadna jednostka wroga</translation>
    </message>
    <message>
        <source>The {side} take their Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>Strona {side} najpierw korzysta z okna Ognia reakcyjnego w {hex}; Ukryte miny lub zasieki mogą nastąpić potem [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number} ({hex})</source>
        <translation>Strona {side} przejmuje kontrolę nad Celem {number} ({hex})</translation>
    </message>
    <message>
        <source>The {side} takes control of Objective {number}, the building {hexes}: no enemy unit is left in it</source>
        <translation>Strona {side} przejmuje kontrolę nad Celem {number}, budynkiem {hexes}: nie została w nim żadna jednostka wroga</translation>
    </message>
    <message>
        <source>The {side} takes its Op Fire window in {hex} first; Hidden Mines or Wire may follow it [O21.6, A24.1]</source>
        <translation>Strona {side} najpierw korzysta z okna Ognia reakcyjnego w {hex}; Ukryte miny lub zasieki mogą nastąpić potem [O21.6, A24.1]</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} card into a new draw pile</source>
        <translation>Czas przesuwa się na pole {time}; strona {side} tasuje {count} kartę w nowy stos do dobierania</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffle {count} cards into a new draw pile</source>
        <translation>Czas przesuwa się na pole {time}; strona {side} tasuje karty ({count}) w nowy stos do dobierania</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} card into a new draw pile</source>
        <translation>Czas przesuwa się na pole {time}; strona {side} tasuje {count} kartę w nowy stos do dobierania</translation>
    </message>
    <message>
        <source>Time advances to space {time}; the {side} reshuffles {count} cards into a new draw pile</source>
        <translation>Czas przesuwa się na pole {time}; strona {side} tasuje karty ({count}) w nowy stos do dobierania</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} decline</source>
        <translation>Biały fosfor: strona {side} odmawia</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} declines</source>
        <translation>Biały fosfor: strona {side} odmawia</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draw Smoke {value}</source>
        <translation>Biały fosfor: strona {side} losuje Dym {value}</translation>
    </message>
    <message>
        <source>White Phosphorus: the {side} draws Smoke {value}</source>
        <translation>Biały fosfor: strona {side} losuje Dym {value}</translation>
    </message>
    <message>
        <source>a building listed here needs two or more hexes; a one-hex building is not listed [7.3.1.1]</source>
        <translation>budynek na tej liście musi mieć co najmniej dwa heksy; budynku z jednego heksu się nie wpisuje [7.3.1.1]</translation>
    </message>
    <message>
        <source>a hex is listed twice</source>
        <translation>heks jest wpisany dwa razy</translation>
    </message>
    <message>
        <source>doubles {roll}: each of the {count} Sustained Fire Actions breaks a firing Mortar or MG [A41]</source>
        <translation>dublet {roll}: każda z Akcji Ognia ciągłego (liczba: {count}) uszkadza strzelający Moździerz lub karabin maszynowy [A41]</translation>
    </message>
    <message>
        <source>doubles {roll}: the {count} Sustained Fire Action breaks a firing Mortar or MG [A41]</source>
        <translation>dublet {roll}: Akcja Ognia ciągłego ({count}) uszkadza strzelający Moździerz lub karabin maszynowy [A41]</translation>
    </message>
    <message>
        <source>enemy units entered {hex}: Hidden Mines or Hidden Wire [A35.2, A35.5], now or after your Op Fire [O21.6]; or pass</source>
        <translation>jednostki wroga weszły do {hex}: Ukryte miny lub Ukryte zasieki [A35.2, A35.5], teraz lub po twoim Ogniu reakcyjnym [O21.6]; albo spasuj</translation>
    </message>
    <message>
        <source>last unit eliminated</source>
        <translation>wyeliminowana ostatnia jednostka</translation>
    </message>
    <message>
        <source>last unit exited</source>
        <translation>ostatnia jednostka zeszła z planszy</translation>
    </message>
    <message>
        <source>miss: {count} hex (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>chybienie: o {count} heks (kość kolorowa) w kierunku {white} (kość biała) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>miss: {count} hexes (colored) towards {white} (white) [O18.2.2.2]</source>
        <translation>chybienie: o {count} (kość kolorowa, w heksach) w kierunku {white} (kość biała) [O18.2.2.2]</translation>
    </message>
    <message>
        <source>sudden death</source>
        <translation>nagła śmierć</translation>
    </message>
    <message>
        <source>the Surrender space was reached</source>
        <translation>osiągnięto pole kapitulacji</translation>
    </message>
    <message>
        <source>the hexes of a building must join up; apart from the rest: {hexes}</source>
        <translation>heksy budynku muszą się łączyć; oddzielone od reszty: {hexes}</translation>
    </message>
    <message>
        <source>the last unit on the map was eliminated</source>
        <translation>ostatnia jednostka na mapie została wyeliminowana</translation>
    </message>
    <message>
        <source>the {hill} is higher than both ends</source>
        <translation>{hill} jest wyżej niż oba końce</translation>
    </message>
    <message>
        <source>{art} in {hex}</source>
        <translation>{art} w {hex}</translation>
    </message>
    <message>
        <source>{art} {number} in {hex}</source>
        <translation>{art} {number} w {hex}</translation>
    </message>
    <message>
        <source>{event}: the {side} decline</source>
        <translation>{event}: strona {side} odmawia</translation>
    </message>
    <message>
        <source>{event}: the {side} declines</source>
        <translation>{event}: strona {side} odmawia</translation>
    </message>
    <message>
        <source>{file}: map: the map in the file was changed after saving</source>
        <translation>{file}: map: mapa w pliku została zmieniona po zapisaniu</translation>
    </message>
    <message>
        <source>{file}: not a saved game (a JSON object is expected)</source>
        <translation>{file}: to nie jest zapis gry (oczekiwano obiektu JSON)</translation>
    </message>
    <message>
        <source>{file}: replaying the choices does not reach the saved position (final_state_digest differs): another content or engine version?</source>
        <translation>{file}: odtworzenie wyborów nie prowadzi do zapisanej pozycji (final_state_digest się różni): inna wersja zawartości lub silnika?</translation>
    </message>
    <message>
        <source>{file}: the scenario in the file was changed after saving</source>
        <translation>{file}: scenariusz w pliku zmieniono po zapisaniu</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: the game engine failed ({reason})</source>
        <translation>{file}: {field} {choice} nie daje się odtworzyć: silnik gry zawiódł ({reason})</translation>
    </message>
    <message>
        <source>{file}: {field} {choice} cannot be replayed: {reason}</source>
        <translation>{file}: {field} {choice} nie daje się odtworzyć: {reason}</translation>
    </message>
    <message>
        <source>{fortification} cannot be placed in {hex} (Water or Blaze)</source>
        <translation>Nie można umieścić w {hex}: {fortification} (Woda lub Pożar)</translation>
    </message>
    <message>
        <source>{fortification} is not placed in {hex}: it already has {existing} (one Fortification per hex)</source>
        <translation>Nie umieszczono w {hex}: {fortification} — jest tam już {existing} (jedna Fortyfikacja na heks)</translation>
    </message>
    <message>
        <source>{fortification} placed in {hex}</source>
        <translation>Umieszczono w {hex}: {fortification}</translation>
    </message>
    <message>
        <source>{fortification} removed</source>
        <translation>Usunięto: {fortification}</translation>
    </message>
    <message>
        <source>{hexes} hexes for {count} pieces</source>
        <translation>heksów: {hexes}, a żetonów: {count}</translation>
    </message>
    <message>
        <source>{hexes} is not on this map</source>
        <translation>{hexes}: nie ma na tej mapie</translation>
    </message>
    <message>
        <source>{hexes} would be off the map</source>
        <translation>{hexes} znalazłyby się poza mapą</translation>
    </message>
    <message>
        <source>{hexes} would fall off the map with their Objective: move the Objective first</source>
        <translation>{hexes} wypadłyby z mapy razem ze swoim Celem: najpierw przenieś Cel</translation>
    </message>
    <message>
        <source>{hexes}: not a Building hex, so not part of a building [T82]</source>
        <translation>{hexes}: nie heks Budynku, więc nie część budynku [T82]</translation>
    </message>
    <message>
        <source>{hexside} hexside [{rule}]</source>
        <translation>krawędź heksu: {hexside} [{rule}]</translation>
    </message>
    <message>
        <source>{hexside} on {a}/{b}</source>
        <translation>{hexside} na {a}/{b}</translation>
    </message>
    <message>
        <source>{hex} already holds a Fortification: one per hex [8.1.3]</source>
        <translation>w {hex} jest już Fortyfikacja: jedna na heks [8.1.3]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures (7 at most): Deploy one Squad for free, or eliminate units [8.2]</source>
        <translation>Liczba figurek w {hex}: {figures} (najwyżej 7): rozwiń za darmo jedną Drużynę albo wyeliminuj jednostki [8.2]</translation>
    </message>
    <message>
        <source>{hex} holds {figures} figures at the start (7 at most) [8.2]</source>
        <translation>liczba figurek w {hex} na początku: {figures} (najwyżej 7) [8.2]</translation>
    </message>
    <message>
        <source>{hex} is Water: no Fortification may be placed there [F100.3]</source>
        <translation>{hex} to Woda: nie można tam umieścić Fortyfikacji [F100.3]</translation>
    </message>
    <message>
        <source>{hex} is a {terrain} hex but no {terrain} outline reaches into it (outlines.{kind})</source>
        <translation>{hex} to heks typu „{terrain}”, ale żaden obrys „{terrain}” do niego nie sięga (outlines.{kind})</translation>
    </message>
    <message>
        <source>{hex} is enemy-occupied (it would surrender)</source>
        <translation>heks {hex} jest zajęty przez wroga (oznaczałoby to poddanie się)</translation>
    </message>
    <message>
        <source>{hex} is impassable ({terrain})</source>
        <translation>heks {hex} jest nieprzekraczalny ({terrain})</translation>
    </message>
    <message>
        <source>{hex} is impassable: no unit may be placed there [T98]</source>
        <translation>{hex} jest nieprzekraczalny: nie można tam umieścić jednostki [T98]</translation>
    </message>
    <message>
        <source>{hex} is in more than one building</source>
        <translation>{hex} należy do więcej niż jednego budynku</translation>
    </message>
    <message>
        <source>{hex} is not a Building hex [T82]</source>
        <translation>{hex} nie jest heksem Budynku [T82]</translation>
    </message>
    <message>
        <source>{hex} is not adjacent to {start} on the map</source>
        <translation>{hex} nie sąsiaduje z {start} na planszy</translation>
    </message>
    <message>
        <source>{hex} is off a 15x10 map</source>
        <translation>{hex} leży poza mapą 15x10</translation>
    </message>
    <message>
        <source>{hex} is off the map (A1-{last})</source>
        <translation>{hex} leży poza mapą (A1-{last})</translation>
    </message>
    <message>
        <source>{hex} is off this {cols}x{rows} map</source>
        <translation>{hex} leży poza tą mapą {cols}x{rows}</translation>
    </message>
    <message>
        <source>{hex} is on several cards</source>
        <translation>{hex} jest na kilku kartach</translation>
    </message>
    <message>
        <source>{hex} is outside this side&apos;s setup zone</source>
        <translation>{hex} leży poza strefą rozstawienia tej strony</translation>
    </message>
    <message>
        <source>{hex} is the blind hex behind the lower {obstacle}</source>
        <translation>{hex} to martwe pole za niższą przeszkodą: {obstacle}</translation>
    </message>
    <message>
        <source>{hex}: {units}</source>
        <translation>{hex}: {units}</translation>
    </message>
    <message>
        <source>{hindrance} (hindrances do not add up)</source>
        <translation>{hindrance} (przeszkody się nie sumują)</translation>
    </message>
    <message>
        <source>{id} is used more than once</source>
        <translation>{id} użyto więcej niż raz</translation>
    </message>
    <message>
        <source>{id} must appear once, found {count}</source>
        <translation>{id} musi wystąpić raz, znaleziono: {count}</translation>
    </message>
    <message>
        <source>{kind} is not a kind of outline</source>
        <translation>{kind} nie jest rodzajem konturu</translation>
    </message>
    <message>
        <source>{letter} is used more than once</source>
        <translation>{letter} użyto więcej niż raz</translation>
    </message>
    <message>
        <source>{motion} is not a motion of a map</source>
        <translation>{motion} nie jest przekształceniem mapy</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} nie jest wartością JSON</translation>
    </message>
    <message>
        <source>{name} {number}</source>
        <translation>{name} {number}</translation>
    </message>
    <message>
        <source>{nation} has no fortification {type}</source>
        <translation>{nation}: brak fortyfikacji {type}</translation>
    </message>
    <message>
        <source>{nation} has no radio {type}</source>
        <translation>{nation}: brak Radia {type}</translation>
    </message>
    <message>
        <source>{nation} has no unit {type}</source>
        <translation>{nation}: brak jednostki {type}</translation>
    </message>
    <message>
        <source>{nation} has no weapon {type}</source>
        <translation>{nation}: brak Broni {type}</translation>
    </message>
    <message>
        <source>{obstacle} at the same level</source>
        <translation>{obstacle} na tym samym poziomie</translation>
    </message>
    <message>
        <source>{obstacle} higher up</source>
        <translation>{obstacle} wyżej</translation>
    </message>
    <message>
        <source>{order}: {units} activated; add units in the Leader&apos;s Command radius, or go [3.3.1.1]</source>
        <translation>{order}: aktywowano: {units}; dodaj jednostki w zasięgu Dowodzenia Dowódcy albo wybierz „Naprzód” [3.3.1.1]</translation>
    </message>
    <message>
        <source>{parts} = {mp} MP</source>
        <translation>{parts} = {mp} MP</translation>
    </message>
    <message>
        <source>{piece} became {new}</source>
        <translation>{piece} zmienia się w {new}</translation>
    </message>
    <message>
        <source>{piece} removed: {nation} has no piece of its kind</source>
        <translation>{piece} usunięto: {nation} nie ma żetonu tego rodzaju</translation>
    </message>
    <message>
        <source>{problem}
(The file was saved by version {saved} of the game; this is version {current}.)</source>
        <translation>{problem}
(Plik zapisała wersja {saved} gry; to jest wersja {current}.)</translation>
    </message>
    <message>
        <source>{prompt} [{rule}]</source>
        <translation>{prompt} [{rule}]</translation>
    </message>
    <message>
        <source>{radio} FP {fp} [O18.2.3.2]</source>
        <translation>{radio}: FP {fp} [O18.2.3.2]</translation>
    </message>
    <message>
        <source>{radio} Radio</source>
        <translation>{radio}</translation>
    </message>
    <message>
        <source>{radio} placed in the {side:adjective} Artillery Box</source>
        <translation>Umieszczono w Polu artylerii strony {side}: {radio}</translation>
    </message>
    <message>
        <source>{reason}: that part of the Event is impossible and ignored [{rule}, E42]</source>
        <translation>{reason}: ta część Wydarzenia jest niemożliwa i zostaje pominięta [{rule}, E42]</translation>
    </message>
    <message>
        <source>{share} % of {hex} lies under the {terrain} outlines (outlines.{kind}), so it should be a {terrain} hex</source>
        <translation>{share} % heksu {hex} leży pod obrysami „{terrain}” (outlines.{kind}), więc powinien to być heks „{terrain}”</translation>
    </message>
    <message>
        <source>Advance Order complete ({side})</source>
        <translation>Rozkaz „Natarcie” strony {side} zakończony</translation>
    </message>
    <message>
        <source>Fire Order ends ({side}): no activated piece has a legal shot left [O20.3, 10.3.2.1]</source>
        <translation>Rozkaz „Ogień” strony {side} się kończy: żaden aktywowany żeton nie ma już dozwolonego strzału [O20.3, 10.3.2.1]</translation>
    </message>
    <message>
        <source>{side:adjective} Melee Total: FP {fp} + roll {roll} = {total} [O16.4.2]</source>
        <translation>Strona {side}, Suma walki wręcz: FP {fp} + rzut {roll} = {total} [O16.4.2]</translation>
    </message>
    <message>
        <source>Move Order complete ({side})</source>
        <translation>Rozkaz „Ruch” strony {side} zakończony</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}</source>
        <translation>Przybywa Radio strony {side}</translation>
    </message>
    <message>
        <source>A Radio arrives for the {side}, but the Artillery Box is taken [8.1.2]</source>
        <translation>Przybywa Radio strony {side}, ale Pole artylerii jest zajęte [8.1.2]</translation>
    </message>
    <message>
        <source>{side:adjective} Turn {turn}: give an Order ({given} of {capability} given), or pass/end the Turn [5]</source>
        <translation>Strona {side}, Tura {turn}: wydaj Rozkaz (wydane: {given} z {capability}) albo spasuj/zakończ Turę [5]</translation>
    </message>
    <message>
        <source>{side:adjective} stops: op fire {op_fire}, reroll {reroll}, fire actions {fire_actions}, move actions {move_actions}.</source>
        <translation>Pauzy strony {side}: Ogień reakcyjny {op_fire}, przerzut {reroll}, akcje ogniowe {fire_actions}, akcje ruchu {move_actions}.</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hex left)</source>
        <translation>Jednostka {unit} wycofuje się do {hex} (pozostał {count} heks)</translation>
    </message>
    <message>
        <source>{unit} Retreats into {hex} ({count} hexes left)</source>
        <translation>Jednostka {unit} wycofuje się do {hex} (pozostało heksów: {count})</translation>
    </message>
    <message>
        <source>{side:adjective} units entered {hex}: play a Fire Action to activate units for Op Fire, make the one Op Fire attack of this MP expenditure, or continue [A33.2, A33.3]</source>
        <translation>Jednostki strony {side} weszły do {hex}: zagraj Akcję „Ogień”, by aktywować jednostki do Ognia reakcyjnego, wykonaj jedyny atak Ogniem reakcyjnym za ten wydatek MP albo kontynuuj [A33.2, A33.3]</translation>
    </message>
    <message>
        <source>{side:adjective} {radio} (FP {fp})</source>
        <translation>{radio} ({side}, FP {fp})</translation>
    </message>
    <message>
        <source>{side} {vp:+d} VP: {reason}</source>
        <translation>{side} {vp:+d} PZ: {reason}</translation>
    </message>
    <message>
        <source>{source} ({side})</source>
        <translation>{source} ({side})</translation>
    </message>
    <message>
        <source>{team} of {squad}</source>
        <translation>{team} ({squad})</translation>
    </message>
    <message>
        <source>{terrain} in {hex} [{rule}]</source>
        <translation>{terrain} w {hex} [{rule}]</translation>
    </message>
    <message>
        <source>{text} is not a hex id (a column letter A-Z and a row number)</source>
        <translation>{text} nie jest identyfikatorem heksu (litera kolumny A-Z i numer wiersza)</translation>
    </message>
    <message>
        <source>{type} Squad</source>
        <translation>Drużyna „{type}”</translation>
    </message>
    <message>
        <source>{type} Team</source>
        <translation>Sekcja „{type}”</translation>
    </message>
    <message>
        <source>{units} cannot enter {hex}, which became impassable; they stay in {here} and their move ends [T79, F103.1]</source>
        <translation>{units} nie mogą wejść do {hex}, który stał się nieprzejezdny; zostają w {here} i ich ruch się kończy [T79, F103.1]</translation>
    </message>
    <message>
        <source>{units} enter {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units}: wejście do {hex}: {arithmetic} -&gt; {then} z {total} MP [O21.1]</translation>
    </message>
    <message>
        <source>{units} enters {hex}: {arithmetic} -&gt; {then} of {total} MP [O21.1]</source>
        <translation>{units}: wejście do {hex}: {arithmetic} -&gt; {then} z {total} MP [O21.1]</translation>
    </message>
    <message>
        <source>{units} exit off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units}: zejście z planszy przez krawędź przeciwnika za {cost} MP [7.2.1]</translation>
    </message>
    <message>
        <source>{units} exits off the enemy edge for {cost} MP [7.2.1]</source>
        <translation>{units}: zejście z planszy przez krawędź przeciwnika za {cost} MP [7.2.1]</translation>
    </message>
    <message>
        <source>{units} move together, held to the lowest Movement [O21.2]</source>
        <translation>{units}: ruch razem, ograniczony do najniższego Ruchu [O21.2]</translation>
    </message>
    <message>
        <source>{units} stop with {spent} MP spent [O21]</source>
        <translation>{units}: zatrzymanie po wydaniu MP: {spent} [O21]</translation>
    </message>
    <message>
        <source>{units} stops with {spent} MP spent [O21]</source>
        <translation>{units}: zatrzymanie po wydaniu MP: {spent} [O21]</translation>
    </message>
    <message>
        <source>{units} units ({figures} figures) need at least {needed} hexes of the setup zone that a unit can enter, to be sure each finds room whatever the order of placement (7 figures a hex) [8.2]; the zone has {hexes}</source>
        <translation>jednostki ({units}, figurek: {figures}) potrzebują co najmniej {needed} heksów strefy rozstawienia, do których może wejść jednostka, aby każda na pewno znalazła miejsce przy dowolnej kolejności rozstawiania (7 figurek na heks) [8.2]; strefa ma ich {hexes}</translation>
    </message>
    <message>
        <source>{units}: Movement {arithmetic}, {spent} MP spent: it can enter no further hex, its move ends [O21.1]</source>
        <translation>{units}: Ruch {arithmetic}, wydane MP: {spent}: nie można wejść do kolejnego heksu, ruch się kończy [O21.1]</translation>
    </message>
    <message>
        <source>{units}: Wire entered or left, all remaining MP are lost [F106.2]</source>
        <translation>{units}: wejście do Zasieków lub wyjście z nich, wszystkie pozostałe MP przepadają [F106.2]</translation>
    </message>
    <message>
        <source>{units}: {spent} of {total} MP spent; {options}</source>
        <translation>{units}: wydano {spent} z {total} MP; {options}</translation>
    </message>
    <message>
        <source>{unit} (broken)</source>
        <translation>{unit} (rozbita)</translation>
    </message>
    <message>
        <source>{unit} (broken) ({hex})</source>
        <translation>{unit} (rozbita) ({hex})</translation>
    </message>
    <message>
        <source>{unit} ({hex})</source>
        <translation>{unit} ({hex})</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} (enemy-occupied: Melee at the end of the Order [O16.4]) [O16.1]</source>
        <translation>Jednostka {unit} wykonuje Natarcie do {hex} (zajęty przez wroga: walka wręcz na końcu Rozkazu [O16.4]) [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances into {hex} [O16.1]</source>
        <translation>Jednostka {unit} wykonuje Natarcie do {hex} [O16.1]</translation>
    </message>
    <message>
        <source>{unit} Advances off the enemy edge [O16.2, 7.2.1]</source>
        <translation>Jednostka {unit} wykonuje Natarcie poza krawędź przeciwnika [O16.2, 7.2.1]</translation>
    </message>
    <message>
        <source>{unit} Deploys into two {team}s</source>
        <translation>Jednostka {unit} rozwija się w dwie jednostki: {team}</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale} (Cover fixed at 0 [11.6]); roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>Jednostka {unit}, obrona przed ogniem: Morale {arithmetic} = {morale} (Osłona ustalona na 0 [11.6]); rzut {roll} -&gt; Suma obrony {defense} wobec Sumy ataku {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} Fire Defense: Morale {arithmetic} = {morale}; roll {roll} -&gt; Defense Total {defense} vs Attack Total {attack}: {outcome} [O20.3.4]</source>
        <translation>Jednostka {unit}, obrona przed ogniem: Morale {arithmetic} = {morale}; rzut {roll} -&gt; Suma obrony {defense} wobec Sumy ataku {attack}: {outcome} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} becomes Veteran: +1 FP, +1 Range, +1 Movement, +1 Morale [E44, E44.1]</source>
        <translation>Jednostka {unit} zostaje Weteranem: +1 FP, +1 Zasięg, +1 Ruch, +1 Morale [E44, E44.1]</translation>
    </message>
    <message>
        <source>{unit} breaks ({cause})</source>
        <translation>Jednostka {unit} zostaje rozbita ({cause})</translation>
    </message>
    <message>
        <source>{unit} breaks again and is eliminated ({cause})</source>
        <translation>Jednostka {unit} zostaje ponownie rozbita i wyeliminowana ({cause})</translation>
    </message>
    <message>
        <source>{unit} cannot enter: no legal edge hex; it waits for the next Time space</source>
        <translation>Jednostka {unit} nie może wejść: brak dozwolonego heksu na krawędzi; czeka na następne pole Czasu</translation>
    </message>
    <message>
        <source>{unit} cannot leave the Blaze in {hex}: no adjacent hex without impassable terrain; eliminated</source>
        <translation>Jednostka {unit} nie może opuścić Pożaru w {hex}: brak sąsiedniego heksu bez terenu nieprzekraczalnego; zostaje wyeliminowana</translation>
    </message>
    <message>
        <source>{unit} eliminated</source>
        <translation>Jednostka {unit} wyeliminowana</translation>
    </message>
    <message>
        <source>{unit} enters at {hex}</source>
        <translation>Jednostka {unit} wchodzi na planszę w {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex}</source>
        <translation>Jednostka {unit} wchodzi do gry w {hex}</translation>
    </message>
    <message>
        <source>{unit} enters play at {hex} with its {weapon} [11.2]</source>
        <translation>Jednostka {unit} wchodzi do gry w {hex} z bronią {weapon} [11.2]</translation>
    </message>
    <message>
        <source>{unit} exited the map: place it on a Time space; it returns as a reinforcement when Time reaches it [7.2.1]</source>
        <translation>Jednostka {unit} zeszła z mapy: umieść ją na polu Czasu; wróci jako posiłki, gdy Czas dojdzie do tego pola [7.2.1]</translation>
    </message>
    <message>
        <source>{unit} exits the map (back on Time space {time})</source>
        <translation>Jednostka {unit} schodzi z mapy (powrót na polu Czasu {time})</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a broken {team} takes its place in {hex} [A36]</source>
        <translation>Jednostka {unit} wraca do puli żetonów; jej miejsce w {hex} zajmuje rozbita jednostka {team} [A36]</translation>
    </message>
    <message>
        <source>{unit} goes back to the countermix; a {team} takes its place in {hex} [A36]</source>
        <translation>Jednostka {unit} wraca do puli żetonów; jej miejsce w {hex} zajmuje jednostka {team} [A36]</translation>
    </message>
    <message>
        <source>{unit} hands its {weapon} to {receiver} for {cost} MP ({spent} MP spent) [O21.1.1]</source>
        <translation>Jednostka {unit} przekazuje broń {weapon} jednostce {receiver} za {cost} MP (wydane MP: {spent}) [O21.1.1]</translation>
    </message>
    <message>
        <source>{unit} has become {units}, the same unit: its locked result applies to each [E52.2, 1.9.1]</source>
        <translation>Jednostka {unit} stała się {units}, to ta sama jednostka: jej ustalony wynik dotyczy każdej [E52.2, 1.9.1]</translation>
    </message>
    <message>
        <source>{unit} is Suppressed ({cause})</source>
        <translation>Jednostka {unit} zostaje obezwładniona ({cause})</translation>
    </message>
    <message>
        <source>{unit} is activated as the Spotter [O18.2]</source>
        <translation>Jednostka {unit} zostaje aktywowana jako Obserwator [O18.2]</translation>
    </message>
    <message>
        <source>{unit} is eliminated ({rule} {event}) [{rule}]</source>
        <translation>Jednostka {unit} zostaje wyeliminowana ({rule} {event}) [{rule}]</translation>
    </message>
    <message>
        <source>{unit} is eliminated for overstacking</source>
        <translation>Jednostka {unit} zostaje wyeliminowana z powodu przekroczenia limitu stosu</translation>
    </message>
    <message>
        <source>{unit} is eliminated in Melee [O16.4.3]</source>
        <translation>Jednostka {unit} zostaje wyeliminowana w walce wręcz [O16.4.3]</translation>
    </message>
    <message>
        <source>{unit} is forced to Retreat where it cannot go ({reasons}) and is eliminated</source>
        <translation>Jednostka {unit} musi wykonać Odwrót tam, dokąd nie może wejść ({reasons}), i zostaje wyeliminowana</translation>
    </message>
    <message>
        <source>{unit} is moved out of the Blaze in {hex} into {destination}</source>
        <translation>Jednostka {unit} zostaje przeniesiona z Pożaru w {hex} do {destination}</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map [E50]</source>
        <translation>Jednostki {unit} nie ma już na mapie [E50]</translation>
    </message>
    <message>
        <source>{unit} is no longer on the map: its locked result has no effect [1.9.1]</source>
        <translation>Jednostki {unit} nie ma już na mapie: ustalony wynik nie działa [1.9.1]</translation>
    </message>
    <message>
        <source>{unit} must Retreat off its friendly edge and is eliminated; its Weapon goes unbroken to the Casualty Track</source>
        <translation>Jednostka {unit} musi wykonać Odwrót poza własną krawędź i zostaje wyeliminowana; jej Broń trafia nieuszkodzona na Tor strat</translation>
    </message>
    <message>
        <source>{unit} rallies ({cause})</source>
        <translation>Jednostka {unit} zbiera się ({cause})</translation>
    </message>
    <message>
        <source>{unit} scrounges the {weapon} from the Casualty Track [E71]</source>
        <translation>Jednostka {unit} zdobywa broń {weapon} z Toru strat [E71]</translation>
    </message>
    <message>
        <source>{unit} sets up in {hex}</source>
        <translation>Jednostka {unit} rozstawia się w {hex}</translation>
    </message>
    <message>
        <source>{unit} takes the {weapon}</source>
        <translation>Jednostka {unit} bierze broń {weapon}</translation>
    </message>
    <message>
        <source>{unit} was in {hex} when the attack roll was made, so it still defends, with the Cover of {where} [O20.3.4]</source>
        <translation>Jednostka {unit} była w {hex} w chwili rzutu ataku, więc nadal się broni, z Osłoną {where} [O20.3.4]</translation>
    </message>
    <message>
        <source>{unit} would be eliminated ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>Jednostka {unit} zostałaby wyeliminowana ({cause}): zagraj Lekkie rany, aby zastąpić ją Sekcją za -1 PZ, albo kontynuuj [A36]</translation>
    </message>
    <message>
        <source>{unit} would break ({cause}): play Light Wounds to replace it by a Team for -1 VP, or continue [A36]</source>
        <translation>Jednostka {unit} zostałaby rozbita ({cause}): zagraj Lekkie rany, aby zastąpić ją Sekcją za -1 PZ, albo kontynuuj [A36]</translation>
    </message>
    <message>
        <source>{value} is outside 1-{limit}</source>
        <translation>{value} leży poza zakresem 1-{limit}</translation>
    </message>
    <message>
        <source>{weapons} Weapons for {units} units without one: each unit carries at most one Weapon [11.2]</source>
        <translation>Broni: {weapons}, a jednostek bez broni: {units}; każda jednostka nosi najwyżej jedną Broń [11.2]</translation>
    </message>
    <message>
        <source>{weapon} became {new}</source>
        <translation>{weapon} zmienia się w {new}</translation>
    </message>
    <message>
        <source>{weapon} is eliminated ({number} in Elim {low}-{high})</source>
        <translation>Broń {weapon} zostaje wyeliminowana ({number} w zakresie eliminacji {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} is fixed ({number} in Fix {low}-{high})</source>
        <translation>Broń {weapon} zostaje naprawiona ({number} w zakresie naprawy {low}-{high})</translation>
    </message>
    <message>
        <source>{weapon} of {unit}</source>
        <translation>{weapon} jednostki {unit}</translation>
    </message>
    <message>
        <source>{weapon} removed: {nation} has no Weapon of its kind</source>
        <translation>{weapon} usunięto: {nation} nie ma broni tego rodzaju</translation>
    </message>
    <message>
        <source>{weapon} with a {carrier}</source>
        <translation>{weapon} z jednostką „{carrier}”</translation>
    </message>
    <message>
        <source>{where}: warning: {message}</source>
        <translation>{where}: ostrzeżenie: {message}</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker is on the last space of the Casualty Track and cannot move higher</source>
        <translation>Élan: znacznik kapitulacji strony {side} jest na ostatnim polu Toru strat i nie może przesunąć się wyżej</translation>
    </message>
    <message>
        <source>Élan: the {side:adjective} Surrender marker moves from space {before} to {space}</source>
        <translation>Élan: znacznik kapitulacji strony {side} przesuwa się z pola {before} na pole {space}</translation>
    </message>
</context>
<context>
    <name>EventOverlay</name>
    <message>
        <source>breaks</source>
        <extracomment>The words of a Fire Defense result, by the engine&apos;s outcome [O20.3.4].</extracomment>
        <translation>załamuje się</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>obezwładniony</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>wytrzymuje</translation>
    </message>
    <message>
        <source>Attack {total}</source>
        <extracomment>Where each unit&apos;s counter is drawn now (unit id -&gt; scene point), set by the scene. The &quot;Impact&quot; or &quot;Mines&quot; label of each hex blasted so far, until its attack names it. The Attack Total of a Fire Attack, drawn on its target hex while it resolves.</extracomment>
        <translation>Atak {total}</translation>
    </message>
    <message>
        <source>Defense {total}: {result}</source>
        <translation>Obrona {total}: {result}</translation>
    </message>
    <message>
        <source>Melee {total}</source>
        <translation>Walka wręcz {total}</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Uderzenie</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Miny</translation>
    </message>
</context>
<context>
    <name>FieldBinder</name>
    <message>
        <source>Set {field}</source>
        <extracomment>Each bound widget by its field path (the Problems panel focuses them).</extracomment>
        <translation>Zmiana: {field}</translation>
    </message>
    <message>
        <source>{field} not changed: {problem}</source>
        <translation>{field} — nie zmieniono: {problem}</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>np. A1, B2</translation>
    </message>
    <message>
        <source>{field} ({path}): hex ids separated by commas</source>
        <translation>{field} ({path}): numery heksów oddzielone przecinkami</translation>
    </message>
    <message>
        <source>e.g. {first}, {second}</source>
        <translation>np. {first}, {second}</translation>
    </message>
    <message>
        <source>{field} ({path}): letters of Objective chits ({letters}), separated by commas</source>
        <translation>{field} ({path}): litery żetonów celów ({letters}) oddzielone przecinkami</translation>
    </message>
    <message>
        <source>{field} ({path}): numbers from {low} to {high}, separated by commas</source>
        <translation>{field} ({path}): liczby od {low} do {high} oddzielone przecinkami</translation>
    </message>
    <message>
        <source>{field} ({path}): one per line, in your own words</source>
        <translation>{field} ({path}): jedna na wiersz, własnymi słowami</translation>
    </message>
    <message>
        <source>{field} ({path}): in your own words; a blank line between paragraphs</source>
        <translation>{field} ({path}): własnymi słowami; akapity oddziela pusty wiersz</translation>
    </message>
    <message>
        <source>{field} ({path})</source>
        <translation>{field} ({path})</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The shared screen of a public decision is shown (both hands covered).</extracomment>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Szybkość komputera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>&amp;Replay this game…</source>
        <translation>Odtwó&amp;rz tę grę…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Zapisz…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>My &amp;stops…</source>
        <translation>Moje &amp;pauzy…</translation>
    </message>
    <message>
        <source>&amp;Spread stacks</source>
        <translation>&amp;Rozsuń stosy</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>When the game stops to ask you (only on your own screen)</source>
        <translation>Kiedy gra zatrzymuje się, by cię zapytać (tylko na twoim własnym ekranie)</translation>
    </message>
    <message>
        <source>Show the counters of every stack side by side; a click on a stack that has nothing to choose sends its top counter to the bottom</source>
        <translation>Pokazuj żetony każdego stosu obok siebie; kliknięcie stosu, w którym nie ma nic do wybrania, przenosi jego górny żeton na spód</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Szybko</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalnie</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Wolno</translation>
    </message>
    <message>
        <source>How long each computer move stays before the next one</source>
        <translation>Jak długo każdy ruch komputera pozostaje widoczny przed następnym</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ręka</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Tory</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Odrzucone</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>The {side} decide: {decision}</source>
        <translation>Decyduje {side}: {decision}</translation>
    </message>
    <message>
        <source>The {side} decides: {decision}</source>
        <translation>Decyduje {side}: {decision}</translation>
    </message>
    <message>
        <source>Allied discard pile ({count})</source>
        <translation>Odrzucone: Alianci ({count})</translation>
    </message>
    <message>
        <source>Axis discard pile ({count})</source>
        <translation>Odrzucone: Oś ({count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Order given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Tura {turn}, aktywna strona: {active} (wydane Rozkazy: {orders})</translation>
    </message>
    <message>
        <source>Opponent: {cards}, {chits}</source>
        <translation>Przeciwnik: {cards}, {chits}</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>karty w ręce — 1</translation>
    </message>
    <message>
        <source>{count} cards in hand</source>
        <translation>karty w ręce — {count}</translation>
    </message>
    <message>
        <source>1 secret chit</source>
        <translation>tajne żetony — 1</translation>
    </message>
    <message>
        <source>{count} secret chits</source>
        <translation>tajne żetony — {count}</translation>
    </message>
    <message>
        <source>The {winner} win — {reason}</source>
        <translation>Wygrywa: {winner} — {reason}</translation>
    </message>
    <message>
        <source>The {winner} wins — {reason}</source>
        <translation>Wygrywa: {winner} — {reason}</translation>
    </message>
    <message>
        <source>{headline}
Ended by: {how}
Final VP {vp:+d} (positive favours the Axis)

Where the VP came from:
{rows}</source>
        <translation>{headline}
Zakończenie: {how}
Końcowe PZ {vp:+d} (dodatnie na korzyść Osi)

Skąd pochodzą PZ:
{rows}</translation>
    </message>
    <message>
        <source>#{card} cannot be played now: {reason}</source>
        <translation>Karty #{card} nie można teraz zagrać: {reason}</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario}</source>
        <translation>Combat Commander — {scenario}</translation>
    </message>
    <message>
        <source>The computer plays the {nation} side…</source>
        <translation>Komputer gra stroną: {nation}…</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Autozapis gry znowu działa.</translation>
    </message>
    <message>
        <source>Cannot autosave the game to {file}: {reason}. Play goes on; the autosave is tried again after every move.</source>
        <translation>Nie można wykonać autozapisu gry do {file}: {reason}. Gra toczy się dalej; autozapis zostanie ponowiony po każdym ruchu.</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Brak autozapisu</translation>
    </message>
    <message>
        <source>Combat Commander — game over</source>
        <translation>Combat Commander — koniec gry</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation>Oczekiwanie na drugiego gracza…</translation>
    </message>
    <message>
        <source>{card} — pick the hex on the board</source>
        <translation>{card} — wybierz heks na planszy</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>level</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>&lt;b&gt;{viewer}&lt;/b&gt; — Turn {turn}, {active} active ({orders} Orders given)</source>
        <translation>&lt;b&gt;{viewer}&lt;/b&gt; — Tura {turn}, aktywna strona: {active} (wydane Rozkazy: {orders})</translation>
    </message>
    <message>
        <source>VP {vp} ({lead})</source>
        <translation>PZ {vp} ({lead})</translation>
    </message>
    <message>
        <source>Time {time} (Sudden Death {sudden_death})</source>
        <translation>Czas {time} (Nagła śmierć {sudden_death})</translation>
    </message>
    <message>
        <source>Initiative: {side}</source>
        <translation>Inicjatywa: {side}</translation>
    </message>
    <message>
        <source>Objectives: {control}</source>
        <translation>Cele: {control}</translation>
    </message>
    <message>
        <source>Open chits: {chits}</source>
        <translation>Odkryte żetony: {chits}</translation>
    </message>
    <message>
        <source>Your secret chits: {chits}</source>
        <translation>Twoje tajne żetony: {chits}</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>zakryte</translation>
    </message>
    <message>
        <source>Draw piles: yours {own}, theirs {other}</source>
        <translation>Stosy do dobierania: twój {own}, przeciwnika {other}</translation>
    </message>
    <message>
        <source>Casualties: yours {own} (surrender at {own_limit}), theirs {other} (surrender at {other_limit})</source>
        <translation>Straty: twoje {own} (kapitulacja przy {own_limit}), przeciwnika {other} (kapitulacja przy {other_limit})</translation>
    </message>
    <message>
        <source>Click the hex on the board</source>
        <translation>Kliknij heks na planszy</translation>
    </message>
    <message>
        <source>{count} choices here: pick one in the Decision list</source>
        <translation>Liczba opcji tutaj: {count}; wybierz jedną na liście „Decyzja”</translation>
    </message>
    <message>
        <source>The selected units can neither fire at nor move to {hex} now</source>
        <translation>Wybrane oddziały nie mogą teraz ani strzelać w {hex}, ani tam się ruszyć</translation>
    </message>
    <message numerus="yes">
        <source>#{card} can be played now: %n choice(s), in bold</source>
        <translation>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcja, pogrubiona</numerusform>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcje, pogrubione</numerusform>
            <numerusform>Kartę #{card} można teraz zagrać: %n opcji, pogrubione</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start {scenario}:

{error}</source>
        <translation>Nie można rozpocząć {scenario}:

{error}</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave);;All files (*)</source>
        <translation>Zapisane gry (*.ccsave);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Cannot open {name}:

{error}</source>
        <translation>Nie można otworzyć {name}:

{error}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Saved games (*.ccsave)</source>
        <translation>Zapisane gry (*.ccsave)</translation>
    </message>
    <message>
        <source>Cannot save the game to {file}:

{reason}</source>
        <translation>Nie można zapisać gry do {file}:

{reason}</translation>
    </message>
    <message>
        <source>Game saved to {file}</source>
        <translation>Gra zapisana do {file}</translation>
    </message>
    <message>
        <source>1. Pass</source>
        <translation>1. Pas</translation>
    </message>
    <message>
        <source>1. Discard nothing</source>
        <translation>1. Nie odrzucaj nic</translation>
    </message>
    <message>
        <source>2. Take the seat</source>
        <translation>2. Zajmij miejsce</translation>
    </message>
    <message>
        <source>Decline without looking at your hand: no hand-off</source>
        <translation>Odmów bez patrzenia na rękę: bez przekazania</translation>
    </message>
    <message>
        <source>The hand-off screen, then this decision on your own screen with your hand</source>
        <translation>Ekran przekazania, potem ta decyzja na twoim własnym ekranie, z twoją ręką</translation>
    </message>
    <message>
        <source>Pass here without a hand-off, or take the seat to decide with your hand.</source>
        <translation>Spasuj tutaj bez przekazania albo zajmij miejsce, by zdecydować z ręką.</translation>
    </message>
    <message>
        <source>{side}: {decision}</source>
        <translation>{side}: {decision}</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Both hands are covered: {own} and {other} cards. It is for the {side} to answer this public decision on the shared screen.</source>
        <translation>Obie ręce są zakryte: {own} i {other} kart. Strona {side} odpowiada na tę jawną decyzję na wspólnym ekranie.</translation>
    </message>
    <message>
        <source>Both hands are covered: {own} and {other} cards. The {side} may pass on the shared screen, or take the seat to see the hand.</source>
        <translation>Obie ręce są zakryte: {own} i {other} kart. Strona {side} może spasować na wspólnym ekranie albo zająć miejsce, by zobaczyć swoją rękę.</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>I am ready</source>
        <extracomment>Where the window&apos;s size and docks are kept in the player&apos;s settings. A rule citation in a log line, &quot; [O20.3.4]&quot; or &quot; [3.1.4, T78.3]&quot; (hidden by a brief log).</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>Pass to the {nation} player ({side})</source>
        <translation>Przekaż graczowi: {nation} ({side})</translation>
    </message>
    <message>
        <source>{side}: {decision}</source>
        <translation>{side}: {decision}</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Quick start</source>
        <translation>&amp;Szybki start</translation>
    </message>
    <message>
        <source>&amp;Scenario briefing</source>
        <translation>&amp;Odprawa scenariusza</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Skróty &amp;klawiszowe</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Indeks zasad</translation>
    </message>
    <message>
        <source>&amp;About Combat Commander</source>
        <translation>&amp;O programie Combat Commander</translation>
    </message>
</context>
<context>
    <name>HexInfo</name>
    <message>
        <source>{hex} — {terrain} [{rule}]</source>
        <translation>{hex} — {terrain} [{rule}]</translation>
    </message>
    <message>
        <source> with {features}</source>
        <translation> z: {features}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>Hill level {level} [T88]</source>
        <translation>Wzgórze, poziom {level} [T88]</translation>
    </message>
    <message>
        <source>Ground level</source>
        <translation>Poziom gruntu</translation>
    </message>
    <message>
        <source>Objective {number} [2.3]</source>
        <translation>Cel {number} [2.3]</translation>
    </message>
    <message>
        <source>Objective {number} is this whole building: {hexes}; to take it, no enemy unit may be in any of its hexes [7.3.1.1]</source>
        <translation>Cel {number} to cały ten budynek: {hexes}; by go zająć, w żadnym z jego heksów nie może być jednostki wroga [7.3.1.1]</translation>
    </message>
    <message>
        <source>Part of the building {hexes}</source>
        <translation>Część budynku {hexes}</translation>
    </message>
    <message>
        <source>Move: impassable (Blaze) [T79]</source>
        <translation>Ruch: nieprzekraczalne (Pożar) [T79]</translation>
    </message>
    <message>
        <source>Move: impassable [{rule}]</source>
        <translation>Ruch: nieprzekraczalne [{rule}]</translation>
    </message>
    <message>
        <source>Cover: none (no unit may be here)</source>
        <translation>Osłona: brak (żadna jednostka nie może tu być)</translation>
    </message>
    <message>
        <source>Move: {mp} MP [{rule}]</source>
        <translation>Ruch: {mp} MP [{rule}]</translation>
    </message>
    <message>
        <source>, 1 MP along the {features}</source>
        <translation>, 1 MP wzdłuż: {features}</translation>
    </message>
    <message>
        <source>; +1 uphill [T88.1]</source>
        <translation>; +1 pod górę [T88.1]</translation>
    </message>
    <message>
        <source>  or {value} against fire across its {hexside} [{rule}]</source>
        <translation>  lub {value} przeciw ogniowi przez krawędź „{hexside}” [{rule}]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2], one blind hex [T88.4.1]</source>
        <translation>LW: Bariera [10.2], jedno martwe pole [T88.4.1]</translation>
    </message>
    <message>
        <source>LOS: Obstacle [10.2]</source>
        <translation>LW: Bariera [10.2]</translation>
    </message>
    <message>
        <source>LOS: Hindrance {hindrance} [10.3]</source>
        <translation>LW: Przeszkoda {hindrance} [10.3]</translation>
    </message>
    <message>
        <source>LOS: clear terrain</source>
        <translation>LW: teren otwarty</translation>
    </message>
    <message>
        <source>Water terrain: no Weapon fires from it, no Smoke/Blaze/Fortification</source>
        <translation>Teren wodny: żadna broń z niego nie strzela, bez Dymu/Pożaru/Umocnień</translation>
    </message>
    <message>
        <source>Smoke {smoke}: Hindrance into, out of and through [10.3.4]</source>
        <translation>Dym {smoke}: Przeszkoda do, z i przez heks [10.3.4]</translation>
    </message>
    <message>
        <source>Hill level {level}</source>
        <translation>Wzgórze, poziom {level}</translation>
    </message>
    <message>
        <source>ground level</source>
        <translation>poziom gruntu</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>nieprzekraczalne</translation>
    </message>
    <message>
        <source>Cover {value:+d}</source>
        <translation>Osłona {value:+d}</translation>
    </message>
    <message>
        <source>Move {mp} MP</source>
        <translation>Ruch {mp} MP</translation>
    </message>
    <message>
        <source>LOS Hindrance {hindrance}</source>
        <translation>LW: Przeszkoda {hindrance}</translation>
    </message>
    <message>
        <source>LOS Obstacle</source>
        <translation>LW: Bariera</translation>
    </message>
    <message>
        <source>LOS clear</source>
        <translation>LW: czysta</translation>
    </message>
    <message>
        <source>Smoke {smoke}</source>
        <translation>Dym {smoke}</translation>
    </message>
    <message>
        <source>Objective {number}: the whole building</source>
        <translation>Cel {number}: cały budynek</translation>
    </message>
    <message>
        <source>part of a larger building</source>
        <translation>część większego budynku</translation>
    </message>
    <message>
        <source>Objective {number}</source>
        <translation>Cel {number}</translation>
    </message>
</context>
<context>
    <name>MapTools</name>
    <message>
        <source>&amp;Map</source>
        <extracomment>The area last copied.</extracomment>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>Select the &amp;whole map</source>
        <translation>Zaznacz &amp;całą mapę</translation>
    </message>
    <message>
        <source>Select &amp;nothing</source>
        <translation>&amp;Odznacz wszystko</translation>
    </message>
    <message>
        <source>&amp;Copy the selected hexes</source>
        <translation>&amp;Kopiuj zaznaczone heksy</translation>
    </message>
    <message>
        <source>&amp;Paste at the hex under the mouse</source>
        <translation>&amp;Wklej w heksie pod myszą</translation>
    </message>
    <message>
        <source>&amp;Move the selected hexes to the hex under the mouse</source>
        <translation>&amp;Przesuń zaznaczone heksy do heksu pod myszą</translation>
    </message>
    <message>
        <source>&amp;Resize the map…</source>
        <translation>&amp;Zmień rozmiar mapy…</translation>
    </message>
    <message>
        <source>Mirror &amp;left-right</source>
        <translation>Odbij &amp;lewo-prawo</translation>
    </message>
    <message>
        <source>Mirror &amp;top-bottom</source>
        <translation>Odbij &amp;góra-dół</translation>
    </message>
    <message>
        <source>Rotate by &amp;180°</source>
        <translation>Obróć o &amp;180°</translation>
    </message>
    <message>
        <source>Rotate by 60°?</source>
        <translation>Obrót o 60°?</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes selected</source>
        <translation>
            <numerusform>Zaznaczono %n heks</numerusform>
            <numerusform>Zaznaczono %n heksy</numerusform>
            <numerusform>Zaznaczono %n heksów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n hexes: point at a hex and paste</source>
        <translation>
            <numerusform>Skopiowano %n heks: wskaż heks i wklej</numerusform>
            <numerusform>Skopiowano %n heksy: wskaż heks i wklej</numerusform>
            <numerusform>Skopiowano %n heksów: wskaż heks i wklej</numerusform>
        </translation>
    </message>
    <message>
        <source>Point at the hex where the area&apos;s top-left hex goes</source>
        <translation>Wskaż heks, w którym ma się znaleźć lewy górny heks obszaru</translation>
    </message>
    <message>
        <source>{edit}: not done:

{problems}</source>
        <translation>{edit}: nie wykonano:

{problems}</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n hexes at {hex}</source>
        <translation>
            <numerusform>Wklejenie %n heksu w {hex}</numerusform>
            <numerusform>Wklejenie %n heksów w {hex}</numerusform>
            <numerusform>Wklejenie %n heksów w {hex}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n hexes to {hex}</source>
        <translation>
            <numerusform>Przesunięcie %n heksu do {hex}</numerusform>
            <numerusform>Przesunięcie %n heksów do {hex}</numerusform>
            <numerusform>Przesunięcie %n heksów do {hex}</numerusform>
        </translation>
    </message>
    <message>
        <source>Resize the map to {cols} x {rows}</source>
        <translation>Zmiana rozmiaru mapy na {cols} x {rows}</translation>
    </message>
    <message>
        <source>{edit}: not done: the scenario uses hexes that would go:

{problems}</source>
        <translation>{edit}: nie wykonano: scenariusz używa heksów, które by zniknęły:

{problems}</translation>
    </message>
    <message>
        <source>Mirror the map left-right</source>
        <translation>Odbicie mapy lewo-prawo</translation>
    </message>
    <message>
        <source>Mirror the map top-bottom</source>
        <translation>Odbicie mapy góra-dół</translation>
    </message>
    <message>
        <source>Rotate the map by 180°</source>
        <translation>Obrót mapy o 180°</translation>
    </message>
    <message>
        <source>On this map that moves every other column half a hex (the hexes of a column sit half a hex lower than their neighbours&apos;), so these hexes fall off the map and lose their terrain: {hexes}.

Go on?</source>
        <translation>Na tej mapie przesuwa to co drugą kolumnę o pół heksu (heksy kolumny leżą o pół heksu niżej niż sąsiednie), więc te heksy wypadną z mapy i stracą swój teren: {hexes}.

Kontynuować?</translation>
    </message>
    <message>
        <source>A map cannot be turned by 60° or 120°: its columns would become rows running at a slant, and no rectangle of hexes turns onto a rectangle. Mirror it or turn it by 180° instead.</source>
        <translation>Mapy nie da się obrócić o 60° ani 120°: jej kolumny stałyby się ukośnymi rzędami, a żaden prostokąt heksów nie obraca się w prostokąt. Zamiast tego odbij ją lub obróć o 180°.</translation>
    </message>
</context>
<context>
    <name>MapViewerWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Otwórz scenariusz…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Combat Commander — {scenario} ({map})</source>
        <translation>Combat Commander — {scenario} ({map})</translation>
    </message>
    <message>
        <source>Combat Commander — {map}</source>
        <translation>Combat Commander — {map}</translation>
    </message>
    <message>
        <source>LOS {a} → {b}: {explanation}</source>
        <translation>Linia widoczności {a} → {b}: {explanation}</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Otwórz scenariusz</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Pliki scenariuszy (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Attack</source>
        <extracomment>The designer saves a scenario that does not validate yet as ``&lt;name&gt;.draft.json``. The map thumbnail&apos;s size in pixels. The lines of summary the dialog shows at its default size (more scroll). ``&quot;human&quot;`` or a computer level of :mod:`cc_engine.ai` for each side. How long each computer move waits, in milliseconds (one of :data:`PACES`).</extracomment>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>{name} — {date} {place}
Axis: {axis}, {axis_posture}, {axis_orders} Orders
Allies: {allies}, {allies_posture}, {allies_orders} Orders
Map {map}; Sudden Death on Time {sudden_death}</source>
        <translation>{name} — {date} {place}
Oś: {axis}, {axis_posture}, Rozkazy: {axis_orders}
Alianci: {allies}, {allies_posture}, Rozkazy: {allies_orders}
Mapa {map}; Nagła śmierć na polu Czasu {sudden_death}</translation>
    </message>
    <message>
        <source>Special rules:</source>
        <translation>Zasady specjalne:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>{number}{name} ({year})</source>
        <extracomment>The content pack of each listed scenario (with its own map, for a designer&apos;s).</extracomment>
        <translation>{number}{name} ({year})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <source>Computer: Normal</source>
        <translation>Komputer: normalny</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer, which sees only its own side&apos;s cards and plays by the same rules: Easy makes careless moves now and then, Hard thinks its Orders over (a few seconds a Turn)</source>
        <translation>Osoba przy tym ekranie albo komputer, który widzi tylko karty swojej strony i gra według tych samych zasad: na poziomie łatwym czasem gra niedbale, na trudnym przemyśla swoje rozkazy (kilka sekund na turę)</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Komputer (losowe ruchy)</translation>
    </message>
    <message>
        <source>Fast: no pause</source>
        <translation>Szybko: bez przerw</translation>
    </message>
    <message>
        <source>Normal: a pause to follow each move</source>
        <translation>Normalnie: przerwa, by śledzić każdy ruch</translation>
    </message>
    <message>
        <source>Slow: a long pause</source>
        <translation>Wolno: długa przerwa</translation>
    </message>
    <message>
        <source>How long the board shows each computer move (its attacks drawn) before the next</source>
        <translation>Jak długo plansza pokazuje każdy ruch komputera (z narysowanymi atakami) przed następnym</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno losowości</translation>
    </message>
    <message>
        <source>Axis player</source>
        <translation>Gracz Osi</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Gracz Aliantów</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Tempo komputera</translation>
    </message>
    <message>
        <source>Skipped: {problems}</source>
        <translation>Pominięto: {problems}</translation>
    </message>
    <message>
        <source>(no map {map})</source>
        <translation>(brak mapy {map})</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New scenario</source>
        <extracomment>The kinds of outline in the Draw a new outline menu, in its order. The tools that paint with the brush size. The board tool that edits each part of a map. Where a Problems row keeps its problem.</extracomment>
        <translation>Nowy scenariusz</translation>
    </message>
    <message>
        <source>A blank map</source>
        <translation>Pusta mapa</translation>
    </message>
    <message>
        <source>Shipped map: {name}</source>
        <translation>Mapa z gry: {name}</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Zacznij od</translation>
    </message>
    <message>
        <source>Map id (file name)</source>
        <translation>Identyfikator mapy (nazwa pliku)</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Nazwa mapy</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Wiersze</translation>
    </message>
</context>
<context>
    <name>PlaytestDialog</name>
    <message>
        <source>A person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Computer (random moves)</source>
        <translation>Komputer (losowe ruchy)</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Gra testowa</translation>
    </message>
    <message>
        <source>A person at this screen, or the computer</source>
        <translation>Człowiek przy tym ekranie albo komputer</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>unknown stop {name} (known: {known})</source>
        <translation>nieznana pauza {name} (znane: {known})</translation>
    </message>
    <message>
        <source>stop {name} cannot be {setting} (one of {allowed})</source>
        <translation>pauza {name} nie może mieć wartości {setting} (jedna z: {allowed})</translation>
    </message>
    <message>
        <source>Your settings file {file} could not be read ({problem}); the defaults are used. The old file is kept as {aside}.</source>
        <translation>Nie udało się odczytać pliku ustawień {file} ({problem}); używane są ustawienia domyślne. Stary plik zachowano jako {aside}.</translation>
    </message>
    <message>
        <source>not valid JSON at line {line}</source>
        <translation>nieprawidłowy JSON w wierszu {line}</translation>
    </message>
    <message>
        <source>Value error, {reason}</source>
        <translation>Błędna wartość: {reason}</translation>
    </message>
    <message>
        <source>the file: {reason}</source>
        <translation>cały plik: {reason}</translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}: {reason}. The change applies until you close the app; the old settings file is left as it was.</source>
        <translation>Nie można zapisać ustawień do {file}: {reason}. Zmiana obowiązuje do zamknięcia programu; stary plik ustawień pozostaje bez zmian.</translation>
    </message>
</context>
<context>
    <name>QuickStartDialog</name>
    <message>
        <source>Quick start</source>
        <translation>Szybki start</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Your first game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Twoja pierwsza gra&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Start.&lt;/b&gt; File &gt; New game picks a scenario and who plays each side: a person or the computer. Two people share one screen: between their turns a hand-off screen hides the board, so neither sees the other&apos;s cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Początek.&lt;/b&gt; Plik &gt; Nowa gra wybiera scenariusz i to, kto gra każdą ze stron: człowiek czy komputer. Dwie osoby dzielą jeden ekran: między ich turami ekran przekazania zasłania planszę, więc żadna nie widzi kart drugiej.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your hand.&lt;/b&gt; The Hand dock shows your Fate cards. In your Turn you either give Orders (play cards for their top line, up to your Order limit) or pass and discard. Actions and Op Fire can be played when the game offers a window for them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Twoja ręka.&lt;/b&gt; Panel „Ręka” pokazuje twoje Karty losu. W swojej Turze albo wydajesz Rozkazy (zagrywasz karty dla ich górnego wiersza, do swojego limitu Rozkazów), albo pasujesz i odrzucasz karty. Akcje i Ogień reakcyjny można zagrywać, gdy gra daje na nie okazję.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Deciding.&lt;/b&gt; The Decision dock always lists what the rules allow now and nothing else. Double-click a choice, press its number key, or click the highlighted hex or counter on the board. The board draws the decision: fire lines with the FP, the MP of each hex a mover may enter, a Leader&apos;s Command radius.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Decyzje.&lt;/b&gt; Panel „Decyzja” zawsze wymienia to, na co zasady pozwalają teraz, i nic więcej. Kliknij dwukrotnie wybór, naciśnij klawisz z jego numerem albo kliknij podświetlony heks lub żeton na planszy. Plansza rysuje decyzję: linie ognia z siłą ognia (FP), koszt w punktach ruchu (MP) każdego heksu, do którego może wejść poruszająca się jednostka, zasięg Dowodzenia Dowódcy.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Line of sight.&lt;/b&gt; Drag with the right mouse button from one hex to another to see whether they see each other and what hinders the line.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Linia widoczności.&lt;/b&gt; Przeciągnij prawym przyciskiem myszy od jednego heksu do drugiego, aby zobaczyć, czy się wzajemnie widzą i jakie Przeszkody leżą na linii.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The log.&lt;/b&gt; Every roll is written out with its arithmetic and the rule ids it follows; Help &gt; Rules reference explains each id.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Dziennik.&lt;/b&gt; Każdy rzut jest zapisywany wraz z obliczeniami i numerami zasad, według których przebiega; Pomoc &gt; Indeks zasad wyjaśnia każdy numer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mistakes.&lt;/b&gt; Edit &gt; Undo takes back your own choices up to the last card revealed. The game is saved after every choice: if the app closes, it offers to resume at the next start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pomyłki.&lt;/b&gt; Edycja &gt; Cofnij cofa twoje własne wybory aż do ostatniej odkrytej karty. Gra jest zapisywana po każdym wyborze: jeśli aplikacja się zamknie, przy następnym uruchomieniu zaproponuje wznowienie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Winning.&lt;/b&gt; Hold Objectives, eliminate enemy units and exit units off the enemy&apos;s edge for VP. The game ends by Sudden Death when Time runs out, by a side&apos;s surrender, or by an Objective chit&apos;s condition.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zwycięstwo.&lt;/b&gt; Utrzymuj Cele, eliminuj jednostki wroga i wyprowadzaj swoje jednostki poza krawędź planszy przeciwnika, aby zdobywać Punkty zwycięstwa (PZ). Gra kończy się Nagłą śmiercią, gdy skończy się Czas, kapitulacją jednej ze stron albo warunkiem żetonu Celu.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay — {scenario}</source>
        <translation>Odtworzenie — {scenario}</translation>
    </message>
    <message>
        <source>As the Axis saw it</source>
        <translation>Z perspektywy Osi</translation>
    </message>
    <message>
        <source>As the Allies saw it</source>
        <translation>Z perspektywy Aliantów</translation>
    </message>
    <message>
        <source>{step} / {steps}</source>
        <translation>{step} / {steps}</translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize the map</source>
        <translation>Zmiana rozmiaru mapy</translation>
    </message>
    <message>
        <source>The top-left corner stays: hexes added are Open Ground at level 0.</source>
        <translation>Lewy górny róg zostaje: dodane heksy to Otwarty teren na poziomie 0.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rzędy</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation>Indeks zasad</translation>
    </message>
    <message>
        <source>Filter: a rule id or a word, e.g. O20 or Cover</source>
        <translation>Filtr: numer zasady lub słowo, np. O20 lub Cover</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co robi</translation>
    </message>
    <message>
        <source>The rules reference could not be read:
</source>
        <translation>Nie udało się odczytać indeksu zasad:
</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Allied reinforcements arrive on Time space 3.</source>
        <translation>Posiłki Aliantów przybywają na polu Czasu 3.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time space 7, entering in or adjacent to road hex A9.</source>
        <translation>Posiłki Aliantów przybywają na polu Czasu 7 i wchodzą w heksie z Drogą A9 lub obok niego.</translation>
    </message>
    <message>
        <source>Allied reinforcements arrive on Time spaces 2 to 5.</source>
        <translation>Posiłki Aliantów przybywają na polach Czasu od 2 do 5.</translation>
    </message>
    <message>
        <source>Allied units set up in or adjacent to A2 and O1; Axis units in or adjacent to G10 and/or N10.</source>
        <translation>Jednostki Aliantów rozstawiają się w A2 i O1 lub obok nich; jednostki Osi — w G10 i/lub N10 lub obok nich.</translation>
    </message>
    <message>
        <source>An immobilised Sherman is represented by the Bunker, which may hold up to 4 figures.</source>
        <translation>Unieruchomionego Shermana przedstawia Bunkier, który może pomieścić do 4 figur.</translation>
    </message>
    <message>
        <source>Axis Wire goes in or next to Building hexes.</source>
        <translation>Zasieki Osi umieszcza się w heksach z Budynkami lub obok nich.</translation>
    </message>
    <message>
        <source>Bessarabia</source>
        <translation>Besarabia</translation>
    </message>
    <message>
        <source>Bessarabian Nights</source>
        <translation>Besarabskie noce</translation>
    </message>
    <message>
        <source>Bocage: crossing a Hedge costs 2 extra MP, and a Hedge gives Cover 2.</source>
        <translation>Bocage: przekroczenie Żywopłotu kosztuje dodatkowo 2 MP, a Żywopłot daje Osłonę 2.</translation>
    </message>
    <message>
        <source>Bonfire of the NKVD</source>
        <translation>Ognisko NKWD</translation>
    </message>
    <message>
        <source>Both sides set up at the same time and out of each other&apos;s sight.</source>
        <translation>Obie strony rozstawiają się jednocześnie i w ukryciu przed sobą.</translation>
    </message>
    <message>
        <source>Breakout Dance</source>
        <translation>Taniec przełamania</translation>
    </message>
    <message>
        <source>Breakout: only the Axis scores VP for exiting units.</source>
        <translation>Przełamanie: tylko Oś zdobywa PZ za jednostki schodzące z planszy.</translation>
    </message>
    <message>
        <source>Brest-Litovsk, Russia</source>
        <translation>Brześć Litewski, Rosja</translation>
    </message>
    <message>
        <source>Caves give the Axis a bonus involving Sniper results.</source>
        <translation>Jaskinie dają Osi premię przy wynikach „Snajper”.</translation>
    </message>
    <message>
        <source>Closed for Renovation</source>
        <translation>Zamknięte z powodu remontu</translation>
    </message>
    <message>
        <source>Cold Front</source>
        <translation>Zimny front</translation>
    </message>
    <message>
        <source>Commando School</source>
        <translation>Szkoła komandosów</translation>
    </message>
    <message>
        <source>Commandos: Allied units add 1 in Melee.</source>
        <translation>Komandosi: jednostki Aliantów dodają 1 w walce wręcz.</translation>
    </message>
    <message>
        <source>Cpt. Egorov sets up in the command post hex N5.</source>
        <translation>Kpt. Jegorow rozstawia się w heksie stanowiska dowodzenia N5.</translation>
    </message>
    <message>
        <source>Deep frost: one German weapon starts broken and no new Fortifications may be placed.</source>
        <translation>Siarczysty mróz: jedna niemiecka Broń zaczyna grę uszkodzona i nie można umieszczać nowych Fortyfikacji.</translation>
    </message>
    <message>
        <source>Fat Lipki</source>
        <translation>Grube Lipki</translation>
    </message>
    <message>
        <source>Fog: every hex has Hindrance 3 until a Breeze event lifts it.</source>
        <translation>Mgła: każdy heks ma Przeszkodę 3, dopóki zdarzenie „Wiatr” jej nie rozwieje.</translation>
    </message>
    <message>
        <source>Hedgerows &amp; Hand Grenades</source>
        <translation>Żywopłoty i granaty ręczne</translation>
    </message>
    <message>
        <source>Hitdorf, Germany</source>
        <translation>Hitdorf, Niemcy</translation>
    </message>
    <message>
        <source>Hold the Line</source>
        <translation>Utrzymać linię</translation>
    </message>
    <message>
        <source>Humain, Belgium</source>
        <translation>Humain, Belgia</translation>
    </message>
    <message>
        <source>Lipki, Russia</source>
        <translation>Lipki, Rosja</translation>
    </message>
    <message>
        <source>Lt. Blankenship acts as a forward observer and is placed after the other Allied units.</source>
        <translation>Por. Blankenship działa jako wysunięty obserwator i jest umieszczany po pozostałych jednostkach Aliantów.</translation>
    </message>
    <message>
        <source>Mines attack with 8 FP; the Axis may choose a lower strength.</source>
        <translation>Miny atakują z FP 8; Oś może wybrać mniejszą siłę.</translation>
    </message>
    <message>
        <source>Misty Mountain</source>
        <translation>Mglista góra</translation>
    </message>
    <message>
        <source>Monte Castello, Italy</source>
        <translation>Monte Castello, Włochy</translation>
    </message>
    <message>
        <source>Night: the Axis may discard only 1 card, and Fire Attacks weaken with range.</source>
        <translation>Noc: Oś może odrzucić tylko 1 kartę, a ataki ogniowe słabną wraz z odległością.</translation>
    </message>
    <message>
        <source>No exit VP are scored; Objective chits R and W are not used.</source>
        <translation>Nie zdobywa się PZ za zejście z planszy; żetony Celów R i W nie są używane.</translation>
    </message>
    <message>
        <source>Novorossiysk, Russia</source>
        <translation>Noworosyjsk, Rosja</translation>
    </message>
    <message>
        <source>Objective chit W is not used.</source>
        <translation>Żeton Celu W nie jest używany.</translation>
    </message>
    <message>
        <source>Objective chits R, V and X are not used.</source>
        <translation>Żetony Celów R, V i X nie są używane.</translation>
    </message>
    <message>
        <source>Objective chits V, W and X are not used.</source>
        <translation>Żetony Celów V, W i X nie są używane.</translation>
    </message>
    <message>
        <source>Paralyzed from the West Down</source>
        <translation>Sparaliżowani od zachodu</translation>
    </message>
    <message>
        <source>Partisans: every terrain type costs 1 MP to enter.</source>
        <translation>Partyzanci: wejście na każdy rodzaj terenu kosztuje 1 MP.</translation>
    </message>
    <message>
        <source>Pont-Hebert, Normandy, France</source>
        <translation>Pont-Hébert, Normandia, Francja</translation>
    </message>
    <message>
        <source>Reinforcements arrive on Time spaces 3 to 6.</source>
        <translation>Posiłki przybywają na polach Czasu od 3 do 6.</translation>
    </message>
    <message>
        <source>Rush to Contact</source>
        <translation>Pęd do kontaktu</translation>
    </message>
    <message>
        <source>Snow: entering Open Ground costs 1.5 MP.</source>
        <translation>Śnieg: wejście na Teren otwarty kosztuje 1,5 MP.</translation>
    </message>
    <message>
        <source>St. Jean de Daye, France</source>
        <translation>Saint-Jean-de-Daye, Francja</translation>
    </message>
    <message>
        <source>Staritsa, Russia</source>
        <translation>Starica, Rosja</translation>
    </message>
    <message>
        <source>Ste-Mere-Eglise, France</source>
        <translation>Sainte-Mère-Église, Francja</translation>
    </message>
    <message>
        <source>The Allied Light Mortar is a captured German weapon.</source>
        <translation>Lekki moździerz Aliantów to zdobyczna niemiecka Broń.</translation>
    </message>
    <message>
        <source>The Allied Satchel Charges represent captured Panzerfausts.</source>
        <translation>Ładunki wybuchowe Aliantów przedstawiają zdobyczne pancerfausty.</translation>
    </message>
    <message>
        <source>The Allied Wire is placed after the Axis has set up.</source>
        <translation>Zasieki Aliantów umieszcza się po rozstawieniu Osi.</translation>
    </message>
    <message>
        <source>The Allies begin with Russian Fate card 31 in hand.</source>
        <translation>Alianci zaczynają z rosyjską kartą losu 31 na ręce.</translation>
    </message>
    <message>
        <source>The Allies set up by drawing Random Hexes.</source>
        <translation>Alianci rozstawiają się, losując Losowe heksy.</translation>
    </message>
    <message>
        <source>The Allies take the first turn; the Axis begins with the Initiative card and may give up the Initiative.</source>
        <translation>Alianci wykonują pierwszą turę; Oś zaczyna z kartą Inicjatywy i może zrezygnować z Inicjatywy.</translation>
    </message>
    <message>
        <source>The Allies use the American Fate deck.</source>
        <translation>Alianci używają Amerykańskiej talii losu.</translation>
    </message>
    <message>
        <source>The Axis IG 18 gun sets up hidden.</source>
        <translation>Działo IG 18 Osi rozstawia się w ukryciu.</translation>
    </message>
    <message>
        <source>The Axis begins with German Fate card 65 in hand.</source>
        <translation>Oś zaczyna z niemiecką kartą losu 65 na ręce.</translation>
    </message>
    <message>
        <source>The Axis starts with 1 Order per turn, gains 1 more with each Time advance, up to 3.</source>
        <translation>Oś zaczyna z 1 Rozkazem na Turę i zyskuje 1 więcej przy każdym przesunięciu Czasu, najwyżej do 3.</translation>
    </message>
    <message>
        <source>The German engineers carry the Flamethrower and the Satchel Charge.</source>
        <translation>Niemieccy Saperzy niosą Miotacz ognia i Ładunek wybuchowy.</translation>
    </message>
    <message>
        <source>The Wire and Mines start in fixed hexes.</source>
        <translation>Zasieki i Miny zaczynają grę w ustalonych heksach.</translation>
    </message>
    <message>
        <source>US counters stand in for the Brazilian forces.</source>
        <translation>Amerykańskie żetony zastępują siły brazylijskie.</translation>
    </message>
    <message>
        <source>Velikiye-Luki, Russia</source>
        <translation>Wielkie Łuki, Rosja</translation>
    </message>
    <message>
        <source>Winter camouflage gives the Allies a bonus to Concealment.</source>
        <translation>Zimowy kamuflaż daje Aliantom premię do Maskowania.</translation>
    </message>
</context>
<context>
    <name>ScenarioDialog</name>
    <message>
        <source>Scenario: {name}</source>
        <translation>Scenariusz: {name}</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>names map {scenario_map}, but the map&apos;s id is {map_id}</source>
        <translation>wskazuje mapę {scenario_map}, ale identyfikator mapy to {map_id}</translation>
    </message>
    <message>
        <source>not a scenario or map file</source>
        <translation>to nie jest plik scenariusza ani mapy</translation>
    </message>
    <message>
        <source>the scenario has problems: save it as a draft ({suffix}) or fix them first</source>
        <translation>scenariusz ma problemy: zapisz go jako szkic ({suffix}) albo najpierw je popraw</translation>
    </message>
    <message>
        <source>the scenario file would overwrite its own map: choose another name</source>
        <translation>plik scenariusza nadpisałby własną mapę: wybierz inną nazwę</translation>
    </message>
</context>
<context>
    <name>ScenarioHelp</name>
    <message>
        <source>Briefing</source>
        <translation>Odprawa</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Tło historyczne</translation>
    </message>
    <message>
        <source>Axis notes</source>
        <translation>Uwagi dla Osi</translation>
    </message>
    <message>
        <source>Allied notes</source>
        <translation>Uwagi dla Aliantów</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Zasady specjalne</translation>
    </message>
    <message>
        <source>This scenario has no briefing, notes or special rules.</source>
        <translation>Ten scenariusz nie ma odprawy, uwag ani zasad specjalnych.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Wyświetlanie</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasna</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemna</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>&amp;Paleta</translation>
    </message>
    <message>
        <source>Full: every roll&apos;s arithmetic and rule ids</source>
        <translation>Pełny: obliczenia każdego rzutu i numery zasad</translation>
    </message>
    <message>
        <source>Brief: results without rule ids</source>
        <translation>Skrócony: wyniki bez numerów zasad</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Dziennik gry</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Fast (no pause)</source>
        <translation>Szybko (bez pauzy)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
            <numerusform>%n ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer &amp;moves</source>
        <translation>&amp;Ruchy komputera</translation>
    </message>
    <message>
        <source>Hide the board between players</source>
        <translation>Zasłaniaj planszę między graczami</translation>
    </message>
    <message>
        <source>No hand-off screen (one person plays both)</source>
        <translation>Bez ekranu przekazania (jedna osoba gra obiema stronami)</translation>
    </message>
    <message>
        <source>&amp;Hand-off</source>
        <translation>Prze&amp;kazanie</translation>
    </message>
    <message numerus="yes">
        <source> old game(s)</source>
        <translation>
            <numerusform> stara gra</numerusform>
            <numerusform> stare gry</numerusform>
            <numerusform> starych gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save your settings to {file}:

{reason}

The new settings apply until you close the app; the old settings file is left as it was.</source>
        <translation>Nie można zapisać ustawień do {file}:

{reason}

Nowe ustawienia obowiązują do zamknięcia programu; stary plik ustawień pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Autosaves of earlier games kept when a new game starts (the current game is always autosaved)</source>
        <translation>Ile autozapisów wcześniejszych gier zachować przy rozpoczęciu nowej gry (bieżąca gra jest zawsze zapisywana automatycznie)</translation>
    </message>
    <message>
        <source>&amp;Autosaves kept</source>
        <translation>Zachowane &amp;autozapisy</translation>
    </message>
    <message>
        <source>Stops of a new game</source>
        <translation>Pauzy nowej gry</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Take the choice with that number</source>
        <translation>Wybierz opcję o tym numerze</translation>
    </message>
    <message>
        <source>Draw a line of sight</source>
        <translation>Narysuj linię widoczności</translation>
    </message>
    <message>
        <source>Right-drag on the board</source>
        <translation>Przeciągnięcie prawym przyciskiem po planszy</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Powiększenie</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Kółko myszy</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Polecenie</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Skrót</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>{name} ({piece})</source>
        <extracomment>The colour each side&apos;s setup zone is drawn and summed up in.</extracomment>
        <translation>{name} ({piece})</translation>
    </message>
    <message>
        <source>{count} x {piece}</source>
        <translation>{count} x {piece}</translation>
    </message>
    <message>
        <source>{piece} with {weapon}</source>
        <translation>{piece}, broń: {weapon}</translation>
    </message>
    <message>
        <source>{piece} in {hexes}</source>
        <translation>{piece} w {hexes}</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>głębokość {depth}</translation>
    </message>
    <message>
        <source>in or next to {hexes}</source>
        <translation>w lub obok {hexes}</translation>
    </message>
    <message>
        <source>Nation</source>
        <extracomment>Each form label and the function giving its text (see :meth:`retranslate`).</extracomment>
        <translation>Narodowość</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>Talia losu</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Zadanie</translation>
    </message>
    <message>
        <source>Orders per turn</source>
        <translation>Rozkazy na Turę</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Rozkazy</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Wielkość ręki</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Jakość</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Pole kapitulacji</translation>
    </message>
    <message>
        <source>Friendly edge</source>
        <translation>Własna krawędź</translation>
    </message>
    <message>
        <source>Secret Objective chits</source>
        <translation>Tajne żetony Celów</translation>
    </message>
    <message>
        <source>Secret chits</source>
        <translation>Tajne żetony</translation>
    </message>
    <message>
        <source>Opening cards</source>
        <translation>Karty początkowe</translation>
    </message>
    <message>
        <source>Notes for this side</source>
        <translation>Uwagi dla tej strony</translation>
    </message>
    <message>
        <source>Side notes</source>
        <translation>Uwagi strony</translation>
    </message>
    <message>
        <source>Depth from the edge (0: none)</source>
        <translation>Głębokość od krawędzi (0: brak)</translation>
    </message>
    <message>
        <source>Setup depth</source>
        <translation>Głębokość rozstawienia</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Heksy</translation>
    </message>
    <message>
        <source>Setup hexes</source>
        <translation>Heksy rozstawienia</translation>
    </message>
    <message>
        <source>In or next to</source>
        <translation>W lub obok</translation>
    </message>
    <message>
        <source>Setup anchors</source>
        <translation>Heksy odniesienia rozstawienia</translation>
    </message>
    <message>
        <source>Hidden from the other side</source>
        <translation>Ukryte przed drugą stroną</translation>
    </message>
    <message>
        <source>Fortifications placed after the other side has set up</source>
        <translation>Fortyfikacje umieszczane po rozstawieniu drugiej strony</translation>
    </message>
    <message>
        <source>type</source>
        <extracomment>The zone&apos;s room against the side&apos;s pieces (the window writes it).</extracomment>
        <translation>typ</translation>
    </message>
    <message>
        <source>count</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Pole czasu</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwisko</translation>
    </message>
    <message>
        <source>Carries</source>
        <translation>Niesie</translation>
    </message>
    <message>
        <source>Arrives on Time</source>
        <translation>Przybywa na polu czasu</translation>
    </message>
    <message>
        <source>Enters within (0: the edge)</source>
        <translation>Wchodzi w obrębie (0: krawędź)</translation>
    </message>
    <message>
        <source>Enters in hexes</source>
        <translation>Wchodzi w heksy</translation>
    </message>
    <message>
        <source>Enters in or next to</source>
        <translation>Wchodzi w lub obok</translation>
    </message>
    <message>
        <source>Setup zone</source>
        <translation>Strefa rozstawienia</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Skład sił</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>The order of battle. Select a row, then use the board&apos;s &apos;Place pieces&apos; tool to put its pieces on fixed hexes</source>
        <translation>Skład sił. Wybierz wiersz, a następnie użyj narzędzia planszy „Rozmieść żetony”, aby umieścić jego żetony na ustalonych heksach</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>e.g. Sgt. Biermann (Leaders)</source>
        <translation>np. sierż. Biermann (Dowódcy)</translation>
    </message>
    <message>
        <source>Time space on which the selected kind of piece arrives as a reinforcement</source>
        <translation>Pole Czasu, na którym wybrany rodzaj żetonu przybywa jako posiłki</translation>
    </message>
    <message>
        <source>Add as reinforcement</source>
        <translation>Dodaj jako posiłki</translation>
    </message>
    <message>
        <source>Add to the selected group</source>
        <translation>Dodaj do wybranej grupy</translation>
    </message>
    <message>
        <source>Add the selected kind of piece to the group of the selected reinforcement: it arrives on the same Time space and enters in the same zone [6.1.2]</source>
        <translation>Dodaj wybrany rodzaj żetonu do grupy wybranych posiłków: przybywa na tym samym polu Czasu i wchodzi w tej samej strefie [6.1.2]</translation>
    </message>
    <message>
        <source>Remove reinforcement</source>
        <translation>Usuń posiłki</translation>
    </message>
    <message>
        <source>e.g. A1, B2</source>
        <translation>np. A1, B2</translation>
    </message>
    <message>
        <source>Hexes in from the friendly edge where the selected reinforcements enter; 0 with no hexes: anywhere along the friendly edge [6.1.2]</source>
        <translation>Heksy w głąb od własnej krawędzi, gdzie wchodzą wybrane posiłki; 0 bez heksów: w dowolnym miejscu własnej krawędzi [6.1.2]</translation>
    </message>
    <message>
        <source>Time {time}: {piece}</source>
        <translation>Czas {time}: {piece}</translation>
    </message>
    <message>
        <source>{reinforcement}, entering in {zone}</source>
        <translation>{reinforcement}, wejście: {zone}</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nic)</translation>
    </message>
    <message>
        <source>Set the {field} of a reinforcement</source>
        <translation>Ustaw posiłkom: {field}</translation>
    </message>
    <message>
        <source>entry zone</source>
        <translation>strefa wejścia</translation>
    </message>
    <message>
        <source>{edit}: not done: {problem}</source>
        <translation>{edit}: nie wykonano: {problem}</translation>
    </message>
    <message>
        <source>Set the nation to {nation}</source>
        <translation>Zmień narodowość na {nation}</translation>
    </message>
    <message>
        <source>The pieces now belong to {nation}:

{changes}

Edit &gt; Undo puts the nation and the pieces back.</source>
        <translation>Żetony należą teraz do: {nation}

{changes}

Edycja &gt; Cofnij przywraca narodowość i żetony.</translation>
    </message>
    <message>
        <source>Set the {field} of a piece</source>
        <translation>Zmiana żetonu: {field}</translation>
    </message>
    <message>
        <source>Add {piece}</source>
        <translation>Dodanie: {piece}</translation>
    </message>
    <message>
        <source>Remove a piece</source>
        <translation>Usunięcie żetonu</translation>
    </message>
    <message>
        <source>Add {piece} as a reinforcement</source>
        <translation>Dodanie jako posiłki: {piece}</translation>
    </message>
    <message>
        <source>Add {piece} to a reinforcement group</source>
        <translation>Dodanie do grupy posiłków: {piece}</translation>
    </message>
    <message>
        <source>Remove a reinforcement</source>
        <translation>Usunięcie posiłków</translation>
    </message>
    <message>
        <source>Select a piece of the order of battle to place it</source>
        <translation>Wybierz żeton ze składu sił, aby go umieścić</translation>
    </message>
    <message>
        <source>A Weapon goes to a unit and a Radio to the Artillery Box: neither is placed on a hex</source>
        <translation>Broń otrzymuje jednostka, Radio trafia do Pola artylerii: żadnego z nich nie umieszcza się w heksie</translation>
    </message>
    <message numerus="yes">
        <source>All %n of these pieces are placed: click a placed hex to take one off</source>
        <translation>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
            <numerusform>Wszystkie żetony tego rodzaju (%n) są rozmieszczone: kliknij zajęty heks, aby zdjąć jeden</numerusform>
        </translation>
    </message>
    <message>
        <source>Place a piece in {hex}</source>
        <translation>Umieszczenie żetonu w {hex}</translation>
    </message>
</context>
<context>
    <name>Stops</name>
    <message>
        <source>Op Fire after enemy moves</source>
        <extracomment>Each stop&apos;s label and tooltip [rule ids of the windows it governs] (translated when shown).</extracomment>
        <translation>Ogień reakcyjny po ruchach przeciwnika</translation>
    </message>
    <message>
        <source>Ask whether to Op Fire after each expenditure of MP by the enemy [O14].</source>
        <translation>Pytaj, czy prowadzić Ogień reakcyjny po każdym wydaniu punktów ruchu przez przeciwnika [O14].</translation>
    </message>
    <message>
        <source>Initiative re-roll after rolls</source>
        <translation>Przerzut za Inicjatywę po rzutach</translation>
    </message>
    <message>
        <source>Ask whether to use the Initiative card after each roll [9.1].</source>
        <translation>Pytaj, czy użyć karty Inicjatywy po każdym rzucie [9.1].</translation>
    </message>
    <message>
        <source>Actions during Fire Attacks</source>
        <translation>Akcje podczas ataków ogniowych</translation>
    </message>
    <message>
        <source>Ask for Actions before attack and Defense rolls and when a Squad would break [A24.1].</source>
        <translation>Pytaj o Akcje przed rzutami ataku i obrony oraz gdy Drużyna miałaby zostać rozbita [A24.1].</translation>
    </message>
    <message>
        <source>Actions during Move, Advance, Melee, Pass and Time</source>
        <translation>Akcje podczas Ruchu, Natarcia, Walki wręcz, Pasu i Czasu</translation>
    </message>
    <message>
        <source>Ask for Hidden Mines/Wire, Smoke Grenades, Assault Fire, Ambush, Demolitions, Hidden Unit and Dig In at their moments [A24.1].</source>
        <translation>Pytaj o Ukryte miny/zasieki, Granaty dymne, Ogień szturmowy, Zasadzkę, Ładunki burzące, Ukrytą jednostkę i Okopanie się w odpowiednich momentach [A24.1].</translation>
    </message>
    <message>
        <source>Always ask</source>
        <translation>Zawsze pytaj</translation>
    </message>
    <message>
        <source>Ask when the situation allows it</source>
        <translation>Pytaj, gdy sytuacja na to pozwala</translation>
    </message>
    <message>
        <source>Ask when a new roll could change the result</source>
        <translation>Pytaj, gdy nowy rzut może zmienić wynik</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Nigdy nie pytaj</translation>
    </message>
</context>
<context>
    <name>StopsDialog</name>
    <message>
        <source>{side} stops</source>
        <translation>Pauzy: {side}</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>.50 cal MG</source>
        <translation>Karabin maszynowy 12,7 mm</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Akceptuj</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktywuj</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Natarcie</translation>
    </message>
    <message>
        <source>Air Support</source>
        <translation>Wsparcie lotnicze</translation>
    </message>
    <message>
        <source>Air strike</source>
        <translation>Nalot</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alianci</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Ameryka</translation>
    </message>
    <message>
        <source>American</source>
        <translation>Amerykanie</translation>
    </message>
    <message>
        <source>American Fate deck</source>
        <translation>Amerykańska talia losu</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Uzbrój</translation>
    </message>
    <message>
        <source>Artillery Denied</source>
        <translation>Odmowa artylerii</translation>
    </message>
    <message>
        <source>Artillery Request</source>
        <translation>Wezwanie artylerii</translation>
    </message>
    <message>
        <source>Assault</source>
        <translation>Szturmowcy</translation>
    </message>
    <message>
        <source>Assault Fire</source>
        <translation>Ogień szturmowy</translation>
    </message>
    <message>
        <source>Assault fire</source>
        <translation>Ogień szturmowy</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Oś</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Barrage</source>
        <translation>Ogień zaporowy</translation>
    </message>
    <message>
        <source>Battle Harden</source>
        <translation>Zahartowani w boju</translation>
    </message>
    <message>
        <source>Battlefield Integrity</source>
        <translation>Spójność na polu bitwy</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Pożar</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Pułapka minowa</translation>
    </message>
    <message>
        <source>Bore Sighting</source>
        <translation>Wstrzelanie</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rozbij</translation>
    </message>
    <message>
        <source>Break weapon</source>
        <translation>Uszkodź broń</translation>
    </message>
    <message>
        <source>Breeze</source>
        <translation>Wiatr</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Most</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Zarośla</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Budynek</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunkier</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitan</translation>
    </message>
    <message>
        <source>Clear hexside</source>
        <translation>Otwarta krawędź heksu</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Urwisko</translation>
    </message>
    <message>
        <source>Command &amp; Control</source>
        <translation>Dowodzenie i kontrola</translation>
    </message>
    <message>
        <source>Command Confusion</source>
        <translation>Chaos w dowodzeniu</translation>
    </message>
    <message>
        <source>Commissar</source>
        <translation>Komisarz</translation>
    </message>
    <message>
        <source>Concealment</source>
        <translation>Maskowanie</translation>
    </message>
    <message>
        <source>Conscript</source>
        <translation>Poborowi</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Corporal X</source>
        <translation>Kapral X</translation>
    </message>
    <message>
        <source>Corporal Y</source>
        <translation>Kapral Y</translation>
    </message>
    <message>
        <source>Cower</source>
        <translation>Tchórzostwo</translation>
    </message>
    <message>
        <source>Crossfire</source>
        <translation>Ogień krzyżowy</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmów</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>Demolitions</source>
        <translation>Ładunki burzące</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Rozwinięcie</translation>
    </message>
    <message>
        <source>Dig In</source>
        <translation>Okopanie się</translation>
    </message>
    <message>
        <source>Dig in</source>
        <translation>Okopanie się</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Draw smoke</source>
        <translation>Postaw dym</translation>
    </message>
    <message>
        <source>Dust</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Wyeliminuj</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elitarna</translation>
    </message>
    <message>
        <source>Elite Rifle</source>
        <translation>Elitarni strzelcy</translation>
    </message>
    <message>
        <source>Elite Team</source>
        <translation>Elitarna sekcja</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zakończ Turę</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Saperzy</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Wejdź</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Okopy</translation>
    </message>
    <message>
        <source>Event!</source>
        <translation>Wydarzenie!</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Zejdź z planszy</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Płot</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Field Promotion</source>
        <translation>Awans polowy</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Ogień</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Miotacz ognia</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Mgła wojny</translation>
    </message>
    <message>
        <source>Fortify</source>
        <translation>Ufortyfikuj</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Stanowiska strzeleckie</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Niemcy</translation>
    </message>
    <message>
        <source>German Fate deck</source>
        <translation>Niemiecka talia losu</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Niemcy</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Naprzód</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Niedoświadczona</translation>
    </message>
    <message>
        <source>Green Team</source>
        <translation>Sekcja rekrutów</translation>
    </message>
    <message>
        <source>Guards Rifle</source>
        <translation>Gwardyjscy strzelcy</translation>
    </message>
    <message>
        <source>Guards SMG</source>
        <translation>Gwardyjscy pistoletowcy</translation>
    </message>
    <message>
        <source>Gully</source>
        <translation>Jar</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Działo</translation>
    </message>
    <message>
        <source>Hand Grenades</source>
        <translation>Granaty ręczne</translation>
    </message>
    <message>
        <source>Heavy MG</source>
        <translation>Ciężki karabin maszynowy</translation>
    </message>
    <message>
        <source>Hedge</source>
        <translation>Żywopłot</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <source>Hidden Entrenchments</source>
        <translation>Ukryte okopy</translation>
    </message>
    <message>
        <source>Hidden Mines</source>
        <translation>Ukryte miny</translation>
    </message>
    <message>
        <source>Hidden Pillbox</source>
        <translation>Ukryty schron bojowy</translation>
    </message>
    <message>
        <source>Hidden Unit</source>
        <translation>Ukryta jednostka</translation>
    </message>
    <message>
        <source>Hidden Wire</source>
        <translation>Ukryte zasieki</translation>
    </message>
    <message>
        <source>Hidden unit</source>
        <translation>Ukryta jednostka</translation>
    </message>
    <message>
        <source>IG 18 Gun</source>
        <translation>Działo IG 18</translation>
    </message>
    <message>
        <source>IG 33 Gun</source>
        <translation>Działo IG 33</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Uderzenie</translation>
    </message>
    <message>
        <source>Infantry Gun</source>
        <translation>Działo piechoty</translation>
    </message>
    <message>
        <source>Infiltration</source>
        <translation>Infiltracja</translation>
    </message>
    <message>
        <source>Interdiction</source>
        <translation>Przechwycenie</translation>
    </message>
    <message>
        <source>Interrogation</source>
        <translation>Przesłuchanie</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Pozycja</translation>
    </message>
    <message>
        <source>Jammed!</source>
        <translation>Zacięcie!</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>KIA</source>
        <translation>Polegli w walce</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Dowódca</translation>
    </message>
    <message>
        <source>Lieutenant X</source>
        <translation>Porucznik X</translation>
    </message>
    <message>
        <source>Lieutenant Y</source>
        <translation>Porucznik Y</translation>
    </message>
    <message>
        <source>Light MG</source>
        <translation>Lekki karabin maszynowy</translation>
    </message>
    <message>
        <source>Light Mortar</source>
        <translation>Lekki moździerz</translation>
    </message>
    <message>
        <source>Light Wounds</source>
        <translation>Lekkie rany</translation>
    </message>
    <message>
        <source>Light wounds</source>
        <translation>Lekkie rany</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Liniowa</translation>
    </message>
    <message>
        <source>Line Team</source>
        <translation>Sekcja liniowa</translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation>Awaria</translation>
    </message>
    <message>
        <source>Marksmanship</source>
        <translation>Celny strzał</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Bagno</translation>
    </message>
    <message>
        <source>Medic!</source>
        <translation>Sanitariusz!</translation>
    </message>
    <message>
        <source>Medium MG</source>
        <translation>Średni karabin maszynowy</translation>
    </message>
    <message>
        <source>Medium Mortar</source>
        <translation>Średni moździerz</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Walka wręcz</translation>
    </message>
    <message>
        <source>Mg</source>
        <translation>Karabin maszynowy</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milicja</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Miny</translation>
    </message>
    <message>
        <source>Mission Objective</source>
        <translation>Cel misji</translation>
    </message>
    <message>
        <source>Molotov Cocktail</source>
        <translation>Koktajl Mołotowa</translation>
    </message>
    <message>
        <source>Mortar</source>
        <translation>Moździerz</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Move together</source>
        <translation>Ruch razem</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Bez litości</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Brak celu</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Op fire</source>
        <translation>Ogień reakcyjny</translation>
    </message>
    <message>
        <source>Op fire first</source>
        <translation>Najpierw ogień reakcyjny</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Teren otwarty</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translation>Sad</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rozkaz</translation>
    </message>
    <message>
        <source>Pack Howitzer</source>
        <translation>Haubica górska</translation>
    </message>
    <message>
        <source>Parachute</source>
        <translation>Spadochroniarze</translation>
    </message>
    <message>
        <source>Paratroop</source>
        <translation>Desantowcy</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>Schron bojowy</translation>
    </message>
    <message>
        <source>Pionier</source>
        <translation>Pionierzy</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Umieść</translation>
    </message>
    <message>
        <source>Place hero</source>
        <translation>Umieść Bohatera</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Prisoners of War</source>
        <translation>Jeńcy wojenni</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Szeregowy</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Awansuj</translation>
    </message>
    <message>
        <source>Radio 105-114mm</source>
        <translation>Radio 105-114 mm</translation>
    </message>
    <message>
        <source>Radio 120-140mm</source>
        <translation>Radio 120-140 mm</translation>
    </message>
    <message>
        <source>Radio 150-155mm</source>
        <translation>Radio 150-155 mm</translation>
    </message>
    <message>
        <source>Radio 183-203mm</source>
        <translation>Radio 183-203 mm</translation>
    </message>
    <message>
        <source>Radio 75-76mm</source>
        <translation>Radio 75-76 mm</translation>
    </message>
    <message>
        <source>Radio 81-88mm</source>
        <translation>Radio 81-88 mm</translation>
    </message>
    <message>
        <source>Railway</source>
        <translation>Tory kolejowe</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Przegrupowanie</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>Reconnaissance</source>
        <translation>Rozpoznanie</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Odzyskanie sił</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Relocate</source>
        <translation>Przenieś</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Remove smoke</source>
        <translation>Usuń dym</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Przerzuć</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Odwrót</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Odkryj</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Strzelcy</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Droga</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Ucieczka</translation>
    </message>
    <message>
        <source>Rout player</source>
        <translation>Ucieczka: gracz</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Gruzy</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Rosja</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Rosjanie</translation>
    </message>
    <message>
        <source>Russian Fate deck</source>
        <translation>Rosyjska talia losu</translation>
    </message>
    <message>
        <source>SMG</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SS</source>
        <translation>SS</translation>
    </message>
    <message>
        <source>Sappers</source>
        <translation>Saperzy</translation>
    </message>
    <message>
        <source>Satchel Charge</source>
        <translation>Ładunek wybuchowy</translation>
    </message>
    <message>
        <source>Scrounge</source>
        <translation>Zdobycze</translation>
    </message>
    <message>
        <source>Sergeant X</source>
        <translation>Sierżant X</translation>
    </message>
    <message>
        <source>Sergeant Y</source>
        <translation>Sierżant Y</translation>
    </message>
    <message>
        <source>Shell Shock</source>
        <translation>Szok bojowy</translation>
    </message>
    <message>
        <source>Shellholes</source>
        <translation>Leje po pociskach</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Strzelaj</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Dym</translation>
    </message>
    <message>
        <source>Smoke Grenades</source>
        <translation>Granaty dymne</translation>
    </message>
    <message>
        <source>Smoke grenades</source>
        <translation>Granaty dymne</translation>
    </message>
    <message>
        <source>Snipe</source>
        <translation>Strzał snajpera</translation>
    </message>
    <message>
        <source>Sniper!</source>
        <translation>Snajper!</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Strzał wstrzeliwujący</translation>
    </message>
    <message>
        <source>Spray Fire</source>
        <translation>Ogień rozproszony</translation>
    </message>
    <message>
        <source>Spray fire</source>
        <translation>Ogień rozproszony</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Strategic Objective</source>
        <translation>Cel strategiczny</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Strumień</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Wsparcie</translation>
    </message>
    <message>
        <source>Suppressing Fire</source>
        <translation>Ogień obezwładniający</translation>
    </message>
    <message>
        <source>Sustained Fire</source>
        <translation>Ogień ciągły</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Sekcja</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Pole Czasu</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Czas!</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Ścieżka</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Przekaż</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Transzeja</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Volksgrenadier</source>
        <translation>Volksgrenadierzy</translation>
    </message>
    <message>
        <source>Walking Wounded</source>
        <translation>Lżej ranni</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Water Barrier</source>
        <translation>Przeszkoda wodna</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Broń</translation>
    </message>
    <message>
        <source>Weapon Team</source>
        <translation>Obsługa broni</translation>
    </message>
    <message>
        <source>White Phosphorus</source>
        <translation>Biały fosfor</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Zasieki</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Élan</source>
        <translation>Élan</translation>
    </message>
</context>
<context>
    <name>TracingDock</name>
    <message>
        <source>Tracing</source>
        <translation>Obrysowanie</translation>
    </message>
    <message>
        <source>&amp;Trace a picture of a printed map…</source>
        <translation>&amp;Obrysuj obraz drukowanej mapy…</translation>
    </message>
</context>
<context>
    <name>TracingPanel</name>
    <message>
        <source>Picture of a printed map</source>
        <translation>Obraz drukowanej mapy</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Wczytaj…</translation>
    </message>
    <message>
        <source>no picture: it is never saved in the map</source>
        <translation>brak obrazu: nigdy nie jest zapisywany w mapie</translation>
    </message>
    <message>
        <source>Show the picture</source>
        <translation>Pokaż obraz</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Krycie</translation>
    </message>
    <message>
        <source>Grid: three centre dots</source>
        <translation>Siatka: trzy kropki środkowe</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Wskaż</translation>
    </message>
    <message>
        <source>Then click this hex&apos;s centre dot on the picture</source>
        <translation>Następnie kliknij kropkę środkową tego heksu na obrazie</translation>
    </message>
    <message>
        <source>Snap to the dots near the grid</source>
        <translation>Przyciągaj do kropek blisko siatki</translation>
    </message>
    <message>
        <source>Fit the grid</source>
        <translation>Dopasuj siatkę</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>teren otwarty</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>las</translation>
    </message>
    <message>
        <source>roofs</source>
        <translation>dachy</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>zarośla</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pole</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>bagno</translation>
    </message>
    <message>
        <source>orchard trees</source>
        <translation>drzewa sadu</translation>
    </message>
    <message>
        <source>dots and lines (ignored)</source>
        <translation>kropki i linie (pomijane)</translation>
    </message>
    <message>
        <source>hill level {level}</source>
        <translation>poziom wzgórza {level}</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Pobierz</translation>
    </message>
    <message>
        <source>Then click the picture to take its colour</source>
        <translation>Następnie kliknij obraz, aby pobrać jego kolor</translation>
    </message>
    <message>
        <source>Trace the picture</source>
        <translation>Obrysuj obraz</translation>
    </message>
    <message>
        <source>Load a picture of a printed map</source>
        <translation>Wczytaj obraz drukowanej mapy</translation>
    </message>
    <message>
        <source>Pictures ({patterns})</source>
        <translation>Obrazy ({patterns})</translation>
    </message>
    <message>
        <source>{file} is not a picture this program can read</source>
        <translation>{file} nie jest obrazem, który program potrafi odczytać</translation>
    </message>
    <message>
        <source>pixel ({x}, {y})</source>
        <translation>piksel ({x}, {y})</translation>
    </message>
    <message>
        <source>Name three hexes of this map and click their centre dots first.</source>
        <translation>Najpierw podaj trzy heksy tej mapy i kliknij ich kropki środkowe.</translation>
    </message>
    <message>
        <source>These three dots lie on one line: click dots in two columns.</source>
        <translation>Te trzy kropki leżą na jednej prostej: kliknij kropki w dwóch kolumnach.</translation>
    </message>
    <message>
        <source>Not fitted yet.</source>
        <translation>Siatka nie jest jeszcze dopasowana.</translation>
    </message>
    <message>
        <source>Fitted to {found} of {count} centre dots, the farthest {error} pixels off.</source>
        <translation>Dopasowano do kropek środkowych: {found} z {count}, najdalsza odstaje o {error} pikseli.</translation>
    </message>
    <message>
        <source>Fitted to the three dots clicked.</source>
        <translation>Dopasowano do trzech wskazanych kropek.</translation>
    </message>
    <message>
        <source>Traced. Art drawn again from the terrain, as the rules want: {hexes}.</source>
        <translation>Obrysowano. Grafika narysowana na nowo według terenu, jak wymagają zasady: {hexes}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
</context>
</TS>
